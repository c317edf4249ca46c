// `import HabitRules` brings the HabitReminders module too.
@_exported import HabitReminders
