// `import HabitRules` brings the HabitToolkit module too.
@_exported import HabitToolkit
