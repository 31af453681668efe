import Foundation
import Testing
import TestSupport

extension TemporaryDirectory {
    /// Runs the real `mfs build` (built beside this test bundle) of
    /// `Content/` into `out/Public` as a user without privileges, who owns
    /// neither the theme resources nor the fonts. As root (who reads any file
    /// whatever its mode): through `setpriv` as `nobody`, from a copy of `mfs`
    /// and its theme resources in `bin/` (root's, and reachable whatever the
    /// folder of the build); as anyone else, as that user. `out/` is made
    /// writable for that user. Returns the exit status and the standard error.
    func unprivilegedBuild() throws -> (status: Int32, errors: String) {
        let built = try #require(Bundle.main.executableURL?.deletingLastPathComponent())
        try #require(FileManager.default.isExecutableFile(atPath: built.appendingPathComponent("mfs").path), "build mfs first: swift build --build-tests")
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: path("out"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        let arguments = ["build", "--content", path("Content"), "--output", path("out/Public")]
        let process = Process()
        if getuid() == 0 {
            if !FileManager.default.fileExists(atPath: path("bin")) {
                try FileManager.default.createDirectory(atPath: path("bin"), withIntermediateDirectories: false)
                for name in ["mfs", "mfs_MFSSite.resources"] {
                    try copy(built.appendingPathComponent(name), to: "bin/" + name)
                }
            }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", path("bin/mfs")] + arguments
        } else {
            let mfs = built.appendingPathComponent("mfs")
            process.executableURL = mfs
            process.arguments = arguments
        }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
