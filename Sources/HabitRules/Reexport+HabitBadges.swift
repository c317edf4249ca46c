// `import HabitRules` brings the HabitBadges module too.
@_exported import HabitBadges
