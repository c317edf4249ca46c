// `import HabitRules` brings the HabitAdvice module too.
@_exported import HabitAdvice
