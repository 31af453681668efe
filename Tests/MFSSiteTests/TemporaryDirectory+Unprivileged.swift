import Foundation
import Testing
import TestSupport

extension TemporaryDirectory {
    /// Runs the real `mfs build` (built beside this test bundle) of
    /// `Content/` into `out/Public` as a user without privileges, who owns
    /// neither the theme resources nor the fonts. As root (who reads any file
    /// whatever its mode): through `setpriv` as `nobody`, from the copy of
    /// `mfs` and its resource bundles that `UnprivilegedMFS` makes; as anyone
    /// else, as that user. `out/`, when it is made here, is writable for that
    /// user; every file and folder here is made as reachable by others as it
    /// is by its owner (`UnprivilegedMFS.shareWithOthers`), so that a test
    /// does not depend on the umask. Returns the exit status and the standard error.
    func unprivilegedBuild() throws -> (status: Int32, errors: String) {
        if !FileManager.default.fileExists(atPath: path("out")) {
            try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: path("out"))
        }
        let arguments = ["build", "--content", path("Content"), "--output", path("out/Public")]
        let process = Process()
        if getuid() == 0 {
            try UnprivilegedMFS.requireReachable(url.deletingLastPathComponent().path)
            UnprivilegedMFS.shareWithOthers(url.path)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", try UnprivilegedMFS.staged().path] + arguments
        } else {
            process.executableURL = try BuiltMFS.url()
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
