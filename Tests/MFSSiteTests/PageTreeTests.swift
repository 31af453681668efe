import Testing
@testable import MFSSite

/// A page as the site parses it is all Markdown: a block no renderer hook
/// touches keeps its nodes, as one with a link does, so what reads the tree
/// (the search index here) sees both alike.
@Suite struct PageTreeTests {
    @Test func aBlockWithoutHooksKeepsItsMarkdown() throws {
        let source = "---\ntitle: T\n---\nТекст с ![картинкой](/a.png) и *курсивом*.\n\nТекст с ![картинкой](/a.png) и [ссылкой](b.md).\n"
        let file = SourceFile(language: SiteLanguage.shipped("ru"), slug: "t", path: "ru/t.md", stamp: .init(size: 0, modified: 0, inode: 0))
        let page = try SitePipeline.parse(source, file, repository: "/nonexistent", content: "/nonexistent")
        let plain = page.document.children[0]
        #expect(plain.kind == .paragraph)
        #expect(plain.children.map(\.kind) == [.text("Текст с "), .image(url: "/a.png", title: ""), .text(" и "), .emphasis, .text(".")])
        #expect(SearchSection.prose(of: plain) == "Текст с картинкой и курсивом.")
        #expect(SearchSection.prose(of: page.document.children[1]) == "Текст с картинкой и ссылкой.")
    }
}
