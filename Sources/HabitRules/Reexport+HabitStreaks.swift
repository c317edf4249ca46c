// `import HabitRules` brings the HabitStreaks module too.
@_exported import HabitStreaks
