// `import HabitRules` brings the HabitBreathing module too.
@_exported import HabitBreathing
