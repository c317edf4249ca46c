// `import HabitRules` brings the HabitMoments module too.
@_exported import HabitMoments
