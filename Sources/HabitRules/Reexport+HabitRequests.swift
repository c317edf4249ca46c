// `import HabitRules` brings the HabitRequests module too.
@_exported import HabitRequests
