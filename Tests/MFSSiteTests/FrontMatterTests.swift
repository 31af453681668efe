import Foundation
import Testing
@testable import MFSSite

/// The front matter as YAML reads it: `order` in every integer form Yams
/// accepts, and a quoted or non-integer `order` refused at its position.
@Suite struct FrontMatterTests {
    private func order(_ value: String) throws -> Int {
        try FrontMatter.split("---\ntitle: Ячейки\norder: \(value)\n---\nТекст\n", path: "ru/cells.md").frontMatter.order
    }

    @Test func readsOrderInEveryIntegerFormOfYAML() throws {
        #expect(try order("7") == 7)
        #expect(try order("-12") == -12)
        #expect(try order("0") == 0)
        #expect(try order("0x1F") == 31)
        #expect(try order("1_000") == 1000)
        #expect(try order("010") == 8)
        #expect(try order("+3") == 3)
    }

    /// `-0` too, as Yams reads it (a sign before `0` makes it octal with no digits).
    @Test(arguments: ["'5'", "\"5\"", "5.0", "cinco", "-0"])
    func refusesAnOrderThatIsNotAnInteger(value: String) {
        #expect(throws: Diagnostic(path: "ru/cells.md", line: 3, column: 8, message: "'order' must be an integer")) {
            try order(value)
        }
    }

    /// Front matter and what the build makes of it, values and diagnostics
    /// alike: one-level mappings of plain or quoted scalars, and tags,
    /// anchors, nested values, duplicate keys and YAML errors.
    static let readings: [(String, String)] = [
        ("title: Ячейки\ndescription: Как считать\norder: 4", "Ячейки|Как считать|4"),
        ("{title: T, order: 2}", "T||2"),
        ("? title\n: T\n...", "T||0"),
        ("title: 'it''s'\ndescription: |\n  two\n  lines", "it's|two\nlines|0"),
        ("title: \"x\\uFEFF\"", "x\u{FEFF}||0"),
        ("title: \"\\uFEFFx\"", "x||0"),
        ("title: T\r\norder: 2\r", "T||2"),
        ("\u{FEFF}title: T\norder: 2", "cells.md:3:1: error: invalid YAML: did not find expected <document start>"),
        ("!!str title: T\ndescription: !!binary aGVsbG8=\norder: !!str 5", "T|aGVsbG8=|5"),
        ("title: &a T\ndescription: *a", "T|T|0"),
        ("title: {!!value =: x}", "x||0"),
        ("title: T\norder: 99999999999999999999", "cells.md:3:8: error: 'order' must be an integer"),
        ("title: T\norder:", "cells.md:3:7: error: 'order' must be an integer"),
        ("title: T\norder: [1]", "cells.md:3:8: error: 'order' must be an integer"),
        ("title: ''", "cells.md:2:8: error: 'title' must be a non-empty string"),
        ("!foo title: T", "cells.md:2:1: error: front matter needs a non-empty 'title'"),
        ("description: D", "cells.md:2:1: error: front matter needs a non-empty 'title'"),
        ("title: [a]", "cells.md:2:8: error: 'title' must be a non-empty string"),
        ("title: {a: b}", "cells.md:2:8: error: 'title' must be a non-empty string"),
        ("title: T\ndescription: [a, b]", "cells.md:3:14: error: 'description' must be a string"),
        ("title: T\ndescription: {a: b}", "cells.md:3:14: error: 'description' must be a string"),
        ("title: T\ndescription:\n  - a", "cells.md:4:3: error: 'description' must be a string"),
        ("title: T\ndescription: {!!value =: d}", "T|d|0"),
        ("title: T\nfoo: 1", "cells.md:3:1: error: unknown front matter key 'foo'; allowed: title, description, order, aliases"),
        ("title: T\n? [a]\n: b", "cells.md:3:3: error: unknown front matter key '?'; allowed: title, description, order, aliases"),
        ("just text", "cells.md:2:1: error: front matter must be a mapping of title, description, order and aliases"),
        ("# only a comment", "cells.md:2:1: error: empty YAML"),
        ("title: T\n  bad: indent", "cells.md:3:6: error: invalid YAML: mapping values are not allowed in this context"),
        ("title: T\ntitle: U", "cells.md:2:1: error: invalid YAML: Parser: expected all keys to be unique but found the following duplicated key(s): 'title'.\nContext:\ntitle: T\ntitle: U in line 1, column 1\n"),
        ("title: a\u{1}b", "cells.md:2:1: error: invalid YAML: 1:9: error: reader: control characters are not allowed:\ntitle: a\u{1}b\n        ^"),
    ]

    @Test(arguments: readings)
    func readsFrontMatterAsBefore(yaml: String, expected: String) {
        do {
            let frontMatter = try FrontMatter.split("---\n\(yaml)\n---\nТекст\n", path: "cells.md").frontMatter
            #expect("\(frontMatter.title)|\(frontMatter.description)|\(frontMatter.order)" == expected)
        } catch {
            #expect(error.description == expected)
        }
    }

    /// Front matter the plain form reads (and some it leaves to Yams).
    static let plainCandidates = [
        "title: Ячейки\ndescription: Как считать\norder: 4", "title: yes", "title: ~", "title: null", "title: 1.5",
        "title: C#\ndescription: a:b, *c* & d", "title: Кэш — рамки\norder: 0", "title:  two spaces\norder: 12",
        "title: a\u{A0}b", "order: 3\ntitle: T", "title: T\ndescription: «quoted» 'inside'", "title: a #b", "title: a: b",
        "title: T\norder: 007", "title: T\norder: -3", "title: tab\tx", "title: %x", "title: T ", "title: \"T\"",
        "title: T\n", "title: T\ndescription:", "description: D", "title: T\u{85}U", "title: T\u{2028}U", "title: T\u{FFFE}",
    ]

    /// Where the plain form answers, it answers as Yams does: the pages in
    /// `Content/` and the candidates above, the first 11 of which are plain.
    @Test func thePlainFormReadsAsYamsDoes() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content").standardized
        var yamls = Self.plainCandidates
        for language in try FileManager.default.contentsOfDirectory(atPath: content.path) where !language.contains(".") {
            for file in try FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent(language).path) where file.hasSuffix(".md") {
                let source = try String(contentsOf: content.appendingPathComponent("\(language)/\(file)"), encoding: .utf8)
                yamls.append(try #require(source.dropFirst(4).components(separatedBy: "\n---\n").first))
            }
        }
        for yaml in yamls {
            guard let read = FrontMatter.plainForm(yaml) else { continue }
            #expect(read == (try? FrontMatter.composed(yaml, path: "x.md")), "\(yaml)")
        }
        #expect(Self.plainCandidates.map { FrontMatter.plainForm($0) != nil } == Array(repeating: true, count: 11) + Array(repeating: false, count: 14))
    }

    @Test func theBodyStartsAfterTheClosingLine() throws {
        let split = try FrontMatter.split("---\ntitle: Ячейки\ndescription: Как считать\n---\nТекст\n", path: "ru/cells.md")
        #expect(split.frontMatter == FrontMatter(title: "Ячейки", description: "Как считать", order: 0))
        #expect(split.body == "Текст\n" && split.bodyLine == 5)
    }
}
