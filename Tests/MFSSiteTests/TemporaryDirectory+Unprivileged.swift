import Foundation
import Testing
import TestSupport

extension TemporaryDirectory {
    /// Runs the real `mfs build` (built beside this test bundle) of
    /// `Content/` into `out/Public` as a user without privileges, who owns
    /// neither the theme resources nor the fonts: as root (who reads any file
    /// whatever its mode), through `setpriv` as `nobody`; as anyone else,
    /// as that user. `out/` is made writable for that user. Returns the exit
    /// status and the standard error.
    func unprivilegedBuild() throws -> (status: Int32, errors: String) {
        let mfs = try #require(Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("mfs"))
        try #require(FileManager.default.isExecutableFile(atPath: mfs.path), "build mfs first: swift build --build-tests")
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: path("out"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        let arguments = ["build", "--content", path("Content"), "--output", path("out/Public")]
        let process = Process()
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", mfs.path] + arguments
        } else {
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
