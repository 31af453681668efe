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
