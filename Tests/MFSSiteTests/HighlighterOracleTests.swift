import Foundation
import MFSBench
import Testing
@testable import MFSSite

/// Pygments is the oracle: every Swift and Objective-C block of `Content/`,
/// of the bench corpus and of the edge-case fixtures beside this file is
/// highlighted here and by Debian's Pygments 2.14 (`python3-pygments`, the
/// highlighter the site used before), and the HTML must be the same, byte for
/// byte: the same tokens, token classes and spans.
@Suite struct HighlighterOracleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func contentBlocksMatchPygments() throws {
        let files = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent("Content").path)!
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
        let blocks = try files.flatMap { file in
            let path = Self.root.appendingPathComponent("Content/\(file)").path
            return try CodeLanguage.blocks(inMarkdown: String(contentsOfFile: path, encoding: .utf8), path: path)
        }
        #expect(blocks.count >= 30)
        try Self.expectPygmentsHTML(blocks)
    }

    @Test func benchCorpusBlocksMatchPygments() throws {
        let blocks = try SiteCorpus(pageCount: 1000).codeBlocks()
        #expect(blocks.count == 1250)
        #expect(Set(blocks.map(\.1)).count == blocks.count, "every block of the corpus is unique")
        try Self.expectPygmentsHTML(blocks)
    }

    @Test func edgeCasesMatchPygments() throws {
        let folder = Bundle.module.url(forResource: "Fixtures/highlight", withExtension: nil)!
        let swift = try String(contentsOf: folder.appendingPathComponent("edge.swift"), encoding: .utf8)
        let objectiveC = try String(contentsOf: folder.appendingPathComponent("edge.m"), encoding: .utf8)
        // Each fixture whole, and each of its lines alone (other states, other line starts).
        let lines = { (code: String, language: CodeLanguage) in code.split(separator: "\n").map { (language, String($0)) } }
        try Self.expectPygmentsHTML([(.swift, swift), (.objectiveC, objectiveC)] + lines(swift, .swift) + lines(objectiveC, .objectiveC))
    }

    /// Expects `CodeHighlighter`'s HTML of each block to be Pygments' HTML.
    static func expectPygmentsHTML(_ blocks: [(CodeLanguage, String)]) throws {
        let expected = try Pygments.html(blocks)
        #expect(expected.count == blocks.count)
        var mismatches = 0
        for ((language, code), pygments) in zip(blocks, expected) {
            let ours = CodeHighlighter.html(code, language: language)
            if ours != pygments {
                mismatches += 1
                if mismatches <= 3 { Issue.record("\(language) block differs from Pygments:\n\(code)\n--- ours:\n\(ours)\n--- pygments:\n\(pygments)") }
            }
        }
        #expect(mismatches == 0)
    }
}
