// `import HabitRules` brings the HabitQuotes module too.
@_exported import HabitQuotes
