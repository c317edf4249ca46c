// `import HabitRules` brings the parts of HabitToolkit an app uses: the
// languages and their texts, where content comes from and what is wrong
// with it, and the seeded generator
// the planner's vectors are made with. The rest of the toolkit (the JSON
// reader, the content readers) is plumbing the package shares between its
// own targets.
@_exported import struct HabitToolkit.ContentError
@_exported import struct HabitToolkit.ContentProblem
@_exported import struct HabitToolkit.ContentSource
@_exported import struct HabitToolkit.Language
@_exported import struct HabitToolkit.LocalizedText
@_exported import struct HabitToolkit.SplitMix64
