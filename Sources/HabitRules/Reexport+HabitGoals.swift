// `import HabitRules` brings the HabitGoals module too.
@_exported import HabitGoals
