import Testing
import Yams
@testable import MFSSite

/// `YAMLEventMapping` reads the one-level mappings of front matter with the
/// keys, values, styles and positions Yams composes, and leaves everything
/// else to Yams.
@Suite struct YAMLEventMappingTests {
    @Test(arguments: [
        "title: Ячейки\ndescription: Как считать\norder: 4",
        "{title: 'T', order: \"2\"}",
        "? title\n: T\n...",
        "title:\ndescription: |\n  two\n  lines\norder: >\n  folded\n",
        "title: T\r\norder: 0x1F\r",
    ])
    func readsWhatYamsComposes(yaml: String) throws {
        let events = try #require(YAMLEventMapping(yaml))
        let nodes = try #require(try Yams.compose(yaml: yaml, .basic, .default, .utf8)?.mapping)
        #expect(events.pairs.count == nodes.count)
        for (read, (key, value)) in zip(events.pairs, nodes) {
            for (scalar, node) in [(read.key, key), (read.value, value)] {
                #expect(scalar.text == node.scalar?.string)
                #expect(scalar.style == node.scalar?.style)
                #expect(scalar.line == node.mark?.line && scalar.column == node.mark?.column)
            }
        }
    }

    @Test(arguments: [
        "", "# a comment", "just text", "[a, b]", "title: [a]", "title: {a: b}", "? [a]\n: b",
        "title: T\ntitle: U", "title: T\n'title': U", "!!str title: T", "title: !foo T", "!!map {title: T}",
        "title: &a T\ndescription: *a", "&m {title: T}", "title: \"\\uFEFFx\"", "title: [", "title: a\u{1}b",
        "title: T\n---\ntitle: U", "\u{FEFF}title: T\norder: 2",
    ])
    func leavesToYamsWhatIsNotAOneLevelMappingOfUntaggedScalars(yaml: String) {
        #expect(YAMLEventMapping(yaml) == nil)
    }
}
