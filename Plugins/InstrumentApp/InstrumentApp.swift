import Foundation
import PackagePlugin

/// Builds the demo app's files into its target through `mfs-instrument`: every
/// `.swift` file in the target's folder that the target excludes from its own
/// sources (Package.swift's `exclude:`) is instrumented for the life-cycle trace,
/// and the copies are compiled in its place (`#sourceLocation` points back).
@main
struct InstrumentApp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "mfs-instrument")
        let root = target.directoryURL.standardizedFileURL
        let compiled = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.standardizedFileURL }
            .filter { $0.pathExtension == "swift" && !compiled.contains($0.path) }
            .sorted { $0.path < $1.path } ?? []
        return files.map { file in
            let relative = String(file.path.dropFirst(root.path.count + 1))
            // Its own name: the copy's `#fileID` differs from the original's, which `#sourceLocation` gives the code.
            let output = context.pluginWorkDirectoryURL.appending(path: "Instrumented")
                .appending(path: String(relative.dropLast(".swift".count)) + "+Instrumented.swift")
            return .buildCommand(displayName: "Instrumenting \(relative)", executable: tool.url,
                                 arguments: [file.path, output.path], inputFiles: [file], outputFiles: [output])
        }
    }
}
