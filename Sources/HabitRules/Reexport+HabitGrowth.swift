// `import HabitRules` brings the HabitGrowth module too.
@_exported import HabitGrowth
