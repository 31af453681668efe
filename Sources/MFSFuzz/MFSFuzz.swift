import Foundation
import MFSScreens
import MFSSite

/// The libFuzzer targets over everything an author's file goes through and
/// what a browser sends the development server (`FuzzTarget`). Built only by
/// `make fuzz` (`-sanitize=fuzzer,address -DFUZZING`); a plain `swift build`
/// gets a stub `main` that says so. Any crash, hang, memory error or leak, or
/// a broken invariant (each target's file says which), is a finding.
enum MFSFuzz {
    /// Feeds `bytes` to each of `target`'s parts.
    static func run(_ bytes: UnsafeRawBufferPointer, target: FuzzTarget) {
        for part in target.parts {
            switch part {
            case .content: content(bytes)
            case .serverHead: serverHead(bytes)
            case .nesting: nesting(bytes)
            case .all: preconditionFailure("`all` is made of the other targets")
            }
        }
    }

    /// The folder the site builds write each input and its site into:
    /// `$MFS_FUZZ_FOLDER` (`make fuzz` sets `.build-fuzz/site`), else a temporary one.
    static let folder: URL = {
        let folder = ProcessInfo.processInfo.environment["MFS_FUZZ_FOLDER"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("mfs-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("Content/ru"), withIntermediateDirectories: true)
        return folder
    }()

    /// Builds, as `mfs build` does, the one-page site whose Russian index
    /// page is `text`, into `folder`'s `Public`.
    static func build(page text: String) throws(BuildFailure) -> BuildSummary {
        let content = folder.appendingPathComponent("Content")
        guard FileManager.default.createFile(atPath: content.appendingPathComponent("ru/index.md").path, contents: Data(text.utf8)) else {
            fatalError("cannot write the fuzz input into \(content.path)")
        }
        return try SiteBuilder(contentDirectory: content.path, outputDirectory: folder.appendingPathComponent("Public").path,
                               screens: DemoScreens()).build()
    }
}
