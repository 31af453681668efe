import Foundation
import Testing

/// The API reference's article for screen authors (MFSScreenKit's
/// `WritingScreens.md`) shows the code `mfs init` writes, not a copy that
/// drifts from it: each of its blocks is a run of lines of the sample site.
@Suite struct ReferenceArticleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let template = repository.appending(path: "Sources/mfs/SiteTemplate/Content")

    /// The code blocks of `markdown` whose info string is `language`: their lines.
    static func blocks(_ markdown: String, language: String) -> [[String]] {
        markdown.matches(of: try! Regex("(?m)^```\(language)\\n((?:.*\\n)*?)```$")).map { match in
            String(match.output[1].substring!).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// `lines` without the indentation they all share.
    static func dedented(_ lines: some Collection<String>) -> [String] {
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.count))) }
    }

    /// Whether `block` is, but for a shared indentation, a run of consecutive lines of `text`.
    static func isExcerpt(_ block: [String], of text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard block.count <= lines.count else { return false }
        return (0...(lines.count - block.count)).contains { start in dedented(lines[start..<start + block.count]) == block }
    }

    @Test func everyBlockOfTheArticleIsTheSampleSitesCode() throws {
        let article = try String(contentsOf: Self.repository.appending(path: "Sources/MFSScreenKit/MFSScreenKit.docc/WritingScreens.md"), encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.template.appending(path: "screens").path).sorted()
            .map { try String(contentsOf: Self.template.appending(path: "screens/\($0)"), encoding: .utf8) }
        let swift = Self.blocks(article, language: "swift")
        #expect(swift.count == 3)
        for block in swift {
            #expect(sources.contains { Self.isExcerpt(block, of: $0) }, "not in the sample's screens:\n\(block.joined(separator: "\n"))")
        }
        let page = try String(contentsOf: Self.template.appending(path: "pages/en.md"), encoding: .utf8)
        let embeds = Self.blocks(article, language: "mfs")
        #expect(embeds.count == 1)
        for block in embeds {
            #expect(Self.isExcerpt(block, of: page), "not in the sample's English page:\n\(block.joined(separator: "\n"))")
        }
    }

    @Test func aBlockThatDriftedFromTheSampleIsFound() {
        let sample = "struct A {\n    let x = 1\n    let y = 2\n}\n"
        #expect(Self.isExcerpt(["let x = 1", "let y = 2"], of: sample))
        #expect(!Self.isExcerpt(["let x = 1", "let y = 3"], of: sample))
        #expect(!Self.isExcerpt(["let y = 2", "let x = 1"], of: sample))
    }
}
