import Foundation

/// The compiler flags that import this package's Swift modules (`UIKit`, `MFS`, …)
/// from a build of it, for a compile outside SwiftPM: `swiftc` on a site's screens
/// (`SiteScreenLibrary`), `swift-api-digester` in the tests.
///
/// The modules are `<build>/Modules` (`.build/<triple>/debug/Modules`, beside the
/// executables and the test bundle). Importing `UIKit` loads MFSText's C modules:
/// their module maps are the package's (`Sources/C…/module.modulemap`, found from
/// this file's path at the time mfs was built) and those SwiftPM wrote for its C
/// targets (`<build>/….build/`); the headers they include are the system
/// libraries', whose `-I` flags `pkg-config` gives, as SwiftPM passes them to its
/// own compiles (without them the modules load only from a warm clang module cache).
public enum SwiftImportFlags {
    /// The package's `Sources` folder, where mfs was built from.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `-I <build>/Modules`, one `-Xcc -fmodule-map-file=…` per C module and the
    /// system headers' `-Xcc -I…`; throws when `pkg-config` cannot be run or fails.
    public static func flags(build: URL) throws -> [String] {
        let maps = [sources, build].flatMap { parent in
            ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted().map {
                parent.appending(path: $0).appending(path: "module.modulemap")
            }
        }.filter { FileManager.default.fileExists(atPath: $0.path) }
        return ["-I", build.appending(path: "Modules").path] + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
            + (try pkgConfigIncludes(["freetype2", "harfbuzz"])).flatMap { ["-Xcc", $0] }
    }

    /// The `-I` flags `pkg-config` gives for `packages`.
    static func pkgConfigIncludes(_ packages: [String]) throws -> [String] {
        guard let flags = PosixSpawn.output(of: ["pkg-config", "--cflags-only-I"] + packages) else { throw PkgConfigFailure(packages: packages) }
        return String(decoding: flags, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
