import Foundation
import Testing
import MFSSite
import TestSupport

/// Code blocks with `file=` / `region=` show a region of a source file below
/// the repository root (the content folder's parent), markers and common
/// indentation removed; a wrong include stops the build at the fence.
@Suite struct SourceIncludeTests {
    static let source = """
        import Foundation

        struct Screen {
            // region: layout
            func layout() {
                // region: inner
                let x = 1
                // endregion: inner

                print(x)
            }
            // endregion
        }

        """

    static func page(_ fence: String) -> String {
        "---\ntitle: Код\n---\n\nТекст.\n\n" + fence + "\n```\n"
    }

    func site(_ fence: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Sources/Screen.swift", Self.source)
        try folder.write("Content/ru/code.md", Self.page(fence))
        return folder
    }

    @Test func includesTheRegionWithoutMarkersOrCommonIndentation() throws {
        let folder = try site("```text file=Sources/Screen.swift region=layout tab=Swift")
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        let html = try folder.read("Public/ru/code/index.html")
        #expect(html.contains("<pre><code class=\"language-text\">func layout() {\n    let x = 1\n\n    print(x)\n}\n</code></pre>"))
    }

    @Test func includesANestedRegion() throws {
        let folder = try site("```text file=Sources/Screen.swift region=inner")
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/code/index.html").contains("<pre><code class=\"language-text\">let x = 1\n</code></pre>"))
    }

    @Test func aMissingFileIsAnErrorAtTheFence() throws {
        let folder = try site("```swift file=Sources/Gone.swift region=layout")
        defer { folder.remove() }
        #expect(folder.buildFailure() == "\(folder.path("Content"))/ru/code.md:7:1: error: cannot include Sources/Gone.swift "
            + "(below \(folder.path(""))): No such file or directory")
    }

    @Test func aMissingRegionIsAnErrorAtTheFenceNamingTheRegions() throws {
        let folder = try site("```swift file=Sources/Screen.swift region=logo")
        defer { folder.remove() }
        #expect(folder.buildFailure() == "\(folder.path("Content"))/ru/code.md:7:1: error: "
            + "Sources/Screen.swift has no region 'logo' (its regions: layout, inner)")
    }

    @Test func aBodyBesideTheIncludeIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Sources/Screen.swift", Self.source)
        try folder.write("Content/ru/code.md", "---\ntitle: Код\n---\n\n- пункт\n\n  ```swift file=Sources/Screen.swift region=inner\n  let y = 2\n  ```\n")
        #expect(folder.buildFailure() == "\(folder.path("Content"))/ru/code.md:7:3: error: "
            + "a block with file=Sources/Screen.swift shows that file: leave its body empty")
    }

    @Test func aPathOutsideTheRepositoryIsAnError() throws {
        let folder = try site("```swift file=../Screen.swift region=layout")
        defer { folder.remove() }
        #expect(folder.buildFailure() == "\(folder.path("Content"))/ru/code.md:7:1: error: "
            + "file=../Screen.swift must be a relative path inside the repository, without '..'")
    }

    @Test func anUnclosedRegionIsAnError() throws {
        let folder = try site("```swift file=Sources/Screen.swift region=open")
        defer { folder.remove() }
        try folder.write("Sources/Screen.swift", "// region: open\nlet a = 1\n")
        #expect(folder.buildFailure() == "\(folder.path("Content"))/ru/code.md:7:1: error: "
            + "the region 'open' of Sources/Screen.swift has no '// endregion'")
    }

    /// A link to a file outside the repository (here, the build's own
    /// environment, CI secrets and all) is refused, not published.
    @Test func aSymbolicLinkOutOfTheRepositoryIsAnErrorAtTheFence() throws {
        let folder = try site("```text file=Sources/env.txt")
        defer { folder.remove() }
        try folder.link("Sources/env.txt", to: "/proc/self/environ")
        #expect(folder.buildFailure() == "\(folder.path("Content"))/ru/code.md:7:1: error: cannot include Sources/env.txt "
            + "(below \(folder.path(""))): it resolves to '/proc/\(getpid())/environ', outside the project root '\(folder.url.path)' "
            + "(symbolic links are followed only inside it)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    @Test func aSymbolicLinkInsideTheRepositoryIsFollowed() throws {
        let folder = try site("```text file=Sources/Alias.swift region=inner")
        defer { folder.remove() }
        try folder.link("Sources/Alias.swift", to: "Screen.swift")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/code/index.html").contains("<pre><code class=\"language-text\">let x = 1\n</code></pre>"))
    }

    /// A FIFO is refused without waiting for a writer.
    @Test func aFIFOIsAnErrorAtTheFence() throws {
        let folder = try site("```text file=Sources/pipe.swift")
        defer { folder.remove() }
        #expect(mkfifo(folder.path("Sources/pipe.swift"), 0o644) == 0)
        #expect(folder.buildFailure() == "\(folder.path("Content"))/ru/code.md:7:1: error: cannot include Sources/pipe.swift "
            + "(below \(folder.path(""))): it is not a regular file")
    }

    @Test func anIncludedFileThatIsNotUTF8IsAnErrorAtItsFirstBadByte() throws {
        let folder = try site("```text file=Sources/Latin.swift")
        defer { folder.remove() }
        try Data(Array("let a = 1\nlet é = \"".utf8) + [0xE9, 0x22, 0x0A]).write(to: folder.url.appendingPathComponent("Sources/Latin.swift"))
        #expect(folder.buildFailure() == "\(folder.path("Sources/Latin.swift")):2:10: error: "
            + "invalid UTF-8 (the byte 0xE9 starts no UTF-8 character here); save the file as UTF-8")
    }

    @Test func anIncludedUTF16FileIsAnErrorAtItsStart() throws {
        let folder = try site("```text file=Sources/Wide.swift")
        defer { folder.remove() }
        let utf16 = "let a = 1\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try Data([0xFF, 0xFE] + utf16).write(to: folder.url.appendingPathComponent("Sources/Wide.swift"))
        #expect(folder.buildFailure() == "\(folder.path("Sources/Wide.swift")):1:1: error: "
            + "the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8")
    }

    @Test func theByteOrderMarkOfAnIncludedFileIsNotShown() throws {
        let folder = try site("```text file=Sources/Marked.swift")
        defer { folder.remove() }
        try folder.write("Sources/Marked.swift", "\u{FEFF}let a = 1\n")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/code/index.html").contains("<pre><code class=\"language-text\">let a = 1\n</code></pre>"))
    }

    @Test func theIncrementalBuilderRendersAPageAgainWhenItsIncludedSourceChanges() throws {
        let folder = try site("```text file=Sources/Screen.swift region=inner")
        defer { folder.remove() }
        let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        _ = try builder.build()
        _ = try builder.build()
        #expect(builder.lastRendered == [])
        try folder.write("Sources/Screen.swift", Self.source.replacingOccurrences(of: "let x = 1", with: "let x = 2"))
        _ = try builder.build()
        #expect(builder.lastRendered == ["ru/code.md"])
        #expect(try folder.read("Public/ru/code/index.html").contains("<pre><code class=\"language-text\">let x = 2\n</code></pre>"))
    }
}
