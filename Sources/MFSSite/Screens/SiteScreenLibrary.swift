#if canImport(Glibc)
import Glibc
#endif
import Foundation
import MFS

/// A site's own screens: the Swift files below `<content>/screens/`, written
/// against UIKit (`import UIKit`, and `import MFS` for `ScreenDefinition`),
/// compiled by the toolchain's `swiftc` (the one on `PATH`) into one object,
/// linked alone into a shared library (`compile`) and loaded into the running mfs.
///
/// Contract for the site: one of the files declares a type `SiteScreens` that
/// conforms to `ScreenProvider` and has an `init()` (the generated entry file
/// calls `SiteScreens()`); its screens' names are not the demo's (`CombinedScreens`).
///
/// The library is compiled against the modules of the build mfs runs from
/// (`<folder of the executable>/Modules`, `SwiftImportFlags`) and keeps their
/// symbols undefined: the executable exports its own, so the screens' `UIView`
/// is the engine's. It lives in `<content>/../.mfs-build/screens/`, named by a
/// hash of the screens' files, the compiler's version and the modules mfs was
/// built with (their sizes and times): an unchanged site loads the library it
/// compiled before; an edit compiles a new one under a new name, which a
/// running server loads beside the old (a library is never unloaded). mfs
/// writes only in that folder, never in the content folder; it deletes there
/// only what it wrote and no longer needs (`prune`).
public struct SiteScreenLibrary: Sendable {
    /// Whether this executable can load a site's screens: not when it links the
    /// Swift runtime in statically (`--static-swift-stdlib` hides it from them).
    public static var loadsScreens: Bool { DynamicLibrary.sharesSwiftRuntime }

    /// The folder of the content folder that holds the screens' sources.
    public static let folderName = "screens"
    /// The C function of the generated entry file.
    static let entrySymbol = "mfs_site_screens"

    public let contentDirectory: String
    /// The running executable (`mfs` or `mfs-server`): it tries the screens out (`probe`).
    public let executable: String
    /// The folder of the running executable's build: its `Modules` are imported.
    public let build: URL

    public init(contentDirectory: String, executablePath: String) {
        self.contentDirectory = contentDirectory
        executable = executablePath
        build = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
    }

    /// `<content>/screens`.
    public var sourceFolder: String { contentDirectory + "/" + Self.folderName }

    /// Where the compiled libraries go: `.mfs-build/screens` beside the content folder.
    public var cacheFolder: String {
        URL(fileURLWithPath: contentDirectory).standardizedFileURL.deletingLastPathComponent()
            .appending(path: ".mfs-build").appending(path: Self.folderName).path
    }

    /// The site's screens compiled, unless a library of the same sources is there
    /// already, and tried out in a child process (`probe`); `nil` when the
    /// content has no Swift file below `screens/`. A compile error is the
    /// compiler's first error, located in its file; a screen that traps, the
    /// line that trapped.
    public func compiled() throws(BuildFailure) -> CompiledScreens? {
        let sources = swiftFiles()
        guard !sources.isEmpty else { return nil }
        let oddNames = sources.filter { $0.dropFirst(sourceFolder.count).unicodeScalars.contains { $0.properties.generalCategory == .control } }
        guard oddNames.isEmpty else {
            throw BuildFailure(oddNames.map { Diagnostic(path: $0, message: "its name has a control character, which the compiler's "
                + "messages (a line each) cannot name; rename it") })
        }
        guard Self.loadsScreens else {
            throw BuildFailure([Diagnostic(path: sourceFolder, message: "this mfs has the Swift runtime linked in statically "
                + "(--static-swift-stdlib), which hides it from a site's own screens: build mfs without it (swift build -c release)")])
        }
        do {
            let key = try cacheKey(sources)
            let library = cacheFolder + "/libSiteScreens-\(key).so"
            if !FileManager.default.fileExists(atPath: library) { try compile(sources, key: key, into: library) }
            try probe(library, sources: sources)
            return CompiledScreens(library: library, sources: sources)
        } catch let diagnostic as Diagnostic {
            throw BuildFailure([diagnostic])
        } catch {
            throw BuildFailure([Diagnostic(path: sourceFolder, message: "cannot compile the screens: \(error)")])
        }
    }

    /// The provider `SiteScreens()` of the library `compiled`, loaded (once per process).
    public func load(_ compiled: CompiledScreens) throws(BuildFailure) -> any ScreenProvider {
        do { return try DynamicLibrary.provider(at: compiled.library, symbol: Self.entrySymbol) } catch {
            throw BuildFailure([Diagnostic(path: sourceFolder, message: "cannot load the compiled screens \(compiled.library): \(error.reason)")])
        }
    }

    /// The paths (`<content>/screens/…`) of the `.swift` files below the screens folder, sorted;
    /// a folder named `….swift` is none.
    func swiftFiles() -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: sourceFolder) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { sourceFolder + "/" + $0 }
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            }
    }

    /// A hash of `sources` (names and bytes), `swiftc --version` and the imported
    /// modules' sizes and modification times, in hexadecimal.
    func cacheKey(_ sources: [String]) throws -> String {
        var hash = FNV1a()
        hash.combine(try Self.run([SwiftToolchain.onPath().swiftc, "--version"]).output.utf8)
        for module in ["MFS", "MFSScreenKit", "MFSText", "UIKit"] {
            let path = build.appending(path: "Modules/\(module).swiftmodule").path
            let info = try FileManager.default.attributesOfItem(atPath: path)
            hash.combine("\(module) \(info[.size] ?? 0) \(info[.modificationDate] ?? 0)\n".utf8)
        }
        for source in sources {
            hash.combine(source.dropFirst(sourceFolder.count).utf8 + [0])
            hash.combine(try Data(contentsOf: URL(fileURLWithPath: source)) + [0])
        }
        return String(hash.value, radix: 16)
    }

    /// Compiles `sources` and the entry file into one object, links it into the
    /// library `library`, then prunes the cache folder (`prune`); throws the
    /// compiler's first error. The work files (entry, object, library) go into
    /// a folder of this call's own, `KEY-UUID/`, removed after; the library is
    /// renamed into place with `rename(2)`, which replaces a library of the same
    /// key another process compiled meanwhile (the same sources: the same code).
    /// The library names no library it needs, not even the Swift runtime: every
    /// symbol it does not define is the executable's (whose Swift runtime may be
    /// linked in statically, `make site`).
    func compile(_ sources: [String], key: String, into library: String) throws {
        let toolchain = try SwiftToolchain.onPath()
        let work = cacheFolder + "/\(key)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let entry = work + "/" + Self.workFiles.entry
        try Self.entry.write(toFile: entry, atomically: true, encoding: .utf8)
        let object = work + "/" + Self.workFiles.object, partial = work + "/" + Self.workFiles.library
        let compile = [toolchain.swiftc, "-c", "-wmo", "-module-name", "SiteScreens_\(key)", "-parse-as-library", "-swift-version", "6",
                       "-module-cache-path", cacheFolder + "/ModuleCache", "-o", object]
            + (try SwiftImportFlags.flags(build: build)) + sources + [entry]
        let compiled = try Self.run(compile)
        guard compiled.status == 0 else { throw firstError(compiled.output, entry: entry) }
        let linked = try Self.run([toolchain.clang, "-shared", "-o", partial, object, toolchain.imageRegistration])
        guard linked.status == 0 else { throw firstError(linked.output, entry: entry) }
        guard rename(partial, library) == 0 else {
            throw Diagnostic(path: library, message: "cannot move the compiled screens into place: \(String(cString: strerror(errno)))")
        }
        prune()
    }

    /// The names of the files in a work folder: the entry file, the object, the library before its rename.
    static let workFiles = (entry: "SiteScreensEntry.swift", object: "SiteScreens.o", library: "libSiteScreens.so")

    /// The generated entry file: `SiteScreens()` boxed for `DynamicLibrary`; and
    /// the function `swiftrt.o` refers to so that a program links the backtracer's
    /// (it only keeps it alive), which a runtime linked in statically keeps hidden:
    /// a library of its own that tells no function apart as a thunk.
    static let entry = """
        import MFS

        @_cdecl("\(entrySymbol)")
        public func mfsSiteScreens() -> UnsafeMutableRawPointer {
            let provider = UnsafeMutablePointer<any ScreenProvider>.allocate(capacity: 1)
            provider.initialize(to: SiteScreens())
            return UnsafeMutableRawPointer(provider)
        }

        @_cdecl("_swift_backtrace_isThunkFunction")
        func isThunkFunction(_ name: UnsafePointer<CChar>?) -> Bool { false }

        """

    /// The compiler's first `PATH:LINE:COL: error: MESSAGE` line as a diagnostic;
    /// one in the entry file says the contract is not met; no such line (a link
    /// error): the output's first line, on the screens folder.
    func firstError(_ output: String, entry: String) -> Diagnostic {
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]), parts[3] == " error" else { continue }
            let message = parts[4].drop { $0 == " " }
            guard parts[0] != entry else {
                return Diagnostic(path: sourceFolder, message: "no type SiteScreens: ScreenProvider with an init() among the screens (\(message))")
            }
            return Diagnostic(path: String(parts[0]), line: row, column: column, message: String(message))
        }
        return Diagnostic(path: sourceFolder, message: "the screens did not compile: " + (output.split(separator: "\n").first.map(String.init) ?? "swiftc failed"))
    }

    /// Runs the program `arguments[0]` with the rest, in this process's
    /// environment and `environment`, killed (`SIGKILL`) once it has run for
    /// `timeout` when one is given: its exit status (0 when killed), the signal
    /// that killed it (0 when it exited), whether the timeout killed it, and its
    /// standard output and error together.
    static func run(_ arguments: [String], environment: [String: String] = [:],
                    timeout: Duration? = nil) throws -> (status: Int32, signal: Int32, timedOut: Bool, output: String) {
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = pipe
        process.standardError = pipe
        let start = ContinuousClock.now
        try process.run()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            DispatchQueue.global().asyncAfter(deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18, execute: watchdog)
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        let killed = process.terminationReason == .uncaughtSignal
        let timedOut = killed && process.terminationStatus == SIGKILL && timeout.map { ContinuousClock.now - start >= $0 } == true
        return (killed ? 0 : process.terminationStatus, killed ? process.terminationStatus : 0, timedOut, output)
    }
}
