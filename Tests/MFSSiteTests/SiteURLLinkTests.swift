import Foundation
import Testing
@testable import MFSSite
import TestSupport

/// Links written as site URLs (`../cells/`, `/ru/cells/#anchor`) are checked
/// as links to `.md` files are, and lead to the folder seen from the page.
@Suite struct SiteURLLinkTests {
    private func site(_ links: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Content/ru/index.md", "---\ntitle: Главная\n---\n\n## Раздел\n\n\(links)\n")
        try folder.write("Content/ru/cells.md", "---\ntitle: Ячейки\n---\n\n## Кэши\n\nBack [home](../), [up](../#раздел).\n")
        return folder
    }

    @Test func siteURLsLeadToTheirPages() throws {
        let folder = try site("[a](cells/), [b](cells/#кэши), [c](/ru/cells/), [d](./#раздел), [e](../), [f](search/)")
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/index.html").contains("""
            <p><a href="../ru/cells/">a</a>, <a href="../ru/cells/#%D0%BA%D1%8D%D1%88%D0%B8">b</a>, <a href="../ru/cells/">c</a>, \
            <a href="../ru/#%D1%80%D0%B0%D0%B7%D0%B4%D0%B5%D0%BB">d</a>, <a href="../">e</a>, <a href="../ru/search/">f</a></p>
            """))
        #expect(try folder.read("Public/ru/cells/index.html").contains("Back <a href=\"../../ru/\">home</a>, <a href=\"../../ru/#%D1%80%D0%B0%D0%B7%D0%B4%D0%B5%D0%BB\">up</a>."))
    }

    @Test(arguments: [
        ("[x](../cells/)", "7:1: error: broken link '../cells/': no page at /cells/"),
        ("Text [x](/ru/cels/)", "7:6: error: broken link '/ru/cels/': no page at /ru/cels/"),
        ("[x](cells/#кэш)", "7:1: error: broken link 'cells/#кэш': no heading '#кэш' in CONTENT/ru/cells.md"),
        ("[x](/../ru/)", "7:1: error: broken link '/../ru/': it leads out of the site"),
    ])
    func aMissingPageOrAnchorIsAnError(link: String, error: String) throws {
        let folder = try site(link)
        defer { folder.remove() }
        let content = folder.path("Content")
        #expect(folder.buildFailure() == "\(content)/ru/index.md:" + error.replacingOccurrences(of: "CONTENT", with: content))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }
}
