// `import HabitRules` brings the HabitPlanner module too.
@_exported import HabitPlanner
