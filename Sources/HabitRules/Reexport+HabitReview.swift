// `import HabitRules` brings the HabitReview module too.
@_exported import HabitReview
