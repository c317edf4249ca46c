// `import HabitRules` brings the HabitCalendar module too.
@_exported import HabitCalendar
