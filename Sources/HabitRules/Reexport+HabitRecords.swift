// `import HabitRules` brings the HabitRecords module too.
@_exported import HabitRecords
