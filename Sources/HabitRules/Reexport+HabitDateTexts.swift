// `import HabitRules` brings the HabitDateTexts module too.
@_exported import HabitDateTexts
