import Foundation
import MFSSite
import TestSupport

/// The real `Content/` built once per test process, for the tests that only read
/// its output: the first to ask builds it, and the folder is removed when the
/// process exits. A test that adds a file beside the pages (a page with a script
/// of its own for Chromium) gives it a name no other test uses.
enum RealSite {
    /// The build of the real content, or why it failed.
    private static let built: Result<(folder: TemporaryDirectory, summary: BuildSummary), any Error> = Result {
        let folder = try TemporaryDirectory()
        atexit { RealSite.remove() }
        let summary = try SiteBuilder(contentDirectory: ContentSiteTests.root.appendingPathComponent("Content").path,
                                      outputDirectory: folder.path("Public")).build()
        return (folder, summary)
    }

    /// The folder whose `Public/` holds the built site.
    static func folder() throws -> TemporaryDirectory { try built.get().folder }

    /// What the build reported.
    static func summary() throws -> BuildSummary { try built.get().summary }

    private static func remove() {
        if case let .success(site) = built { site.folder.remove() }
    }
}
