// `import HabitRules` brings the HabitNotifications module too.
@_exported import HabitNotifications
