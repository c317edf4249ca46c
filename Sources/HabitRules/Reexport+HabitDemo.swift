// `import HabitRules` brings the HabitDemo module too.
@_exported import HabitDemo
