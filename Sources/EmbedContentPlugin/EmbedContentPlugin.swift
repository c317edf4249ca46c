import Foundation
import PackagePlugin

/// Compiles every JSON file of the package's top-level `Content/` folder into
/// the target as Swift source, so the default content ships inside the
/// library binary: no resource bundle to locate, nothing to trap on.
@main
struct EmbedContentPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let contentDirectory = context.package.directoryURL.appending(path: "Content")
    let names = try FileManager.default.contentsOfDirectory(atPath: contentDirectory.path)
      .filter { $0.hasSuffix(".json") }
      .sorted()
    let inputs = names.map { contentDirectory.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedContent.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(names.count) content files",
        executable: try context.tool(named: "ContentEmbedder").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
