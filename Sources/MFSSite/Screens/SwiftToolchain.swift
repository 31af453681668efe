import Foundation

/// The Swift toolchain of the first `swiftc` on `PATH` (symbolic links followed):
/// its compiler, its `clang` and the runtime's image registration object.
struct SwiftToolchain {
    /// The toolchain's `bin` folder (`/opt/swift/usr/bin`).
    let bin: URL

    /// Throws when no `swiftc` is on `PATH`.
    static func onPath() throws(Diagnostic) -> SwiftToolchain {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard let swiftc = folders.map({ URL(fileURLWithPath: String($0)).appending(path: "swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Diagnostic(path: "swiftc", message: "no swiftc on PATH: the site's screens need the Swift toolchain mfs was built with")
        }
        return SwiftToolchain(bin: swiftc.resolvingSymlinksInPath().deletingLastPathComponent())
    }

    var swiftc: String { bin.appending(path: "swiftc").path }
    var clang: String { bin.appending(path: "clang").path }
    /// `swiftrt.o`, which registers a shared library's Swift metadata with the runtime when it is loaded.
    var imageRegistration: String { bin.deletingLastPathComponent().appending(path: "lib/swift/linux/x86_64/swiftrt.o").path }
}
