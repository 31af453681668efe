import Foundation
@testable import MFSSite
import Testing
import TestSupport

/// `mfs-server` given an output folder a build would refuse to replace: it says why and exits
/// with status 1 before it builds or listens, and leaves the folder as it was.
@Suite(.timeLimit(.minutes(3))) struct ServeRefusalTests {
    static let notBuilt = "it is not empty and has no .mfs-manifest, so mfs build did not write it "
        + "(a site built by mfs before .mfs-manifest existed has none either: delete the folder, then build again)"

    /// Output folders (run in a folder holding `Content/`, and `Public/` with `publicFiles`) and the
    /// error each gives (`FOLDER`: the folder's absolute path, which a refusal of the files in it names).
    static let refusals: [(output: String, publicFiles: [String: String], error: String)] = [
        ("/", [:], "/: error: refusing to replace '/' with the site: it is the file system root"),
        (".", [:], ".: error: refusing to replace '.' with the site: it is a folder that holds the current folder"),
        ("Content", [:], "Content: error: refusing to replace 'Content' with the site: it is the content folder"),
        ("Public", ["notes.txt": "mine\n"], "FOLDER/Public: error: refusing to replace 'FOLDER/Public' with the site: \(notBuilt)"),
        ("Public", ["index.html": "<html></html>\n", "notes.txt": "mine\n",
                    OutputManifest.name: OutputManifest(paths: ["index.html"]).contents],
         "FOLDER/Public/notes.txt: error: refusing to replace 'FOLDER/Public' with the site: 'notes.txt' is not a file mfs build wrote "
            + "(FOLDER/Public/.mfs-manifest does not list it); move it out of the folder, then build again"),
    ]

    @Test(arguments: refusals)
    func anOutputFolderABuildWouldRefuseIsAnErrorAndNothingIsServed(output: String, publicFiles: [String: String],
                                                                     error: String) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nТекст.\n")
        for (path, contents) in publicFiles { try folder.write("Public/" + path, contents) }
        let before = try Self.files(in: folder)
        let server = try ServerProcess(["--port=0", "--no-watch", "--content=Content", "--output=" + output], in: folder)
        defer { server.stop() }
        #expect(try await server.exitStatus(within: .seconds(20)) == 1)
        #expect(server.standardError == error.replacingOccurrences(of: "FOLDER", with: folder.url.path) + "\n")
        #expect(server.standardOutput == "")
        #expect(try Self.files(in: folder) == before)
    }

    /// Every file under `folder` (but the server's output) and its contents.
    static func files(in folder: TemporaryDirectory) throws -> [String: String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).filter { $0 != "out" && $0 != "err" }
        return try Dictionary(uniqueKeysWithValues: paths.map { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.path(path), isDirectory: &isFolder)
            return (path, isFolder.boolValue ? "folder" : try folder.read(path))
        })
    }
}
