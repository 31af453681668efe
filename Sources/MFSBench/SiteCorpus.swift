import Foundation
import MFSSite

/// A generated site for the build benchmark: `pageCount` Markdown pages, half
/// Russian and half Spanish, each with headings, prose with inline markup and
/// links (to its own heading and to the next page's), lists, a table, a
/// Swift code block and, on every fourth page of a language, an Objective-C
/// one, every block unique (`CodeSample`); with `embeds`, one `mfs` screen embed per page.
///
/// Pure and deterministic: the same parameters always give the same files.
public struct SiteCorpus: Sendable {
    public var pageCount: Int
    public var embeds: Bool
    public var seed: UInt64

    public init(pageCount: Int = 1000, embeds: Bool = false, seed: UInt64 = 2026) {
        self.pageCount = pageCount
        self.embeds = embeds
        self.seed = seed
    }

    /// Every page as (path relative to the content folder, Markdown with front matter).
    public func pages() -> [(path: String, source: String)] {
        var generator = SeededGenerator(seed: seed)
        let languages = [CorpusLanguage.russian, .spanish]
        let perLanguage = (pageCount + 1) / 2
        return (0..<pageCount).map { index in
            let language = languages[index % 2]
            let number = index / 2
            let count = index % 2 == 0 ? perLanguage : pageCount - perLanguage
            return ("\(language.code)/\(Self.fileName(number))",
                    page(number, of: count, language, &generator))
        }
    }

    /// Writes the pages into `content` (`content/ru/page-0000.md`, ...).
    public func write(to content: URL) throws {
        for (path, source) in pages() {
            let file = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: file)
        }
    }

    /// The Markdown bodies (front matter removed) one after the other: the input
    /// of the `cmark-gfm` floor.
    public func concatenatedBodies() -> String {
        pages().map { page in
            let parts = page.source.split(separator: "---\n", maxSplits: 2, omittingEmptySubsequences: false)
            return String(parts[2])
        }.joined(separator: "\n")
    }

    static func fileName(_ number: Int) -> String {
        String(format: "page-%04d.md", number)
    }

    private func page(_ number: Int, of count: Int, _ language: CorpusLanguage,
                      _ generator: inout SeededGenerator) -> String {
        let headings = (0..<3).map { language.headings[(number + $0 * 3) % language.headings.count] }
        let next = (number + 1) % count
        let nextHeading = language.headings[next % language.headings.count]
        let sample = CodeSample(number: number * 2 + (language.code == "ru" ? 0 : 1))
        var page = """
            ---
            title: \(language.titles[number % language.titles.count]) \(number)
            description: \(sentence(language, &generator).dropLast())
            order: \(number)
            ---

            \(paragraph(language, &generator))

            ## \(headings[0])

            \(paragraph(language, &generator)) [\(words(2, language, &generator))](\(Self.fileName(next))#\(Heading.slug(nextHeading))) \
            \(sentence(language, &generator))

            - \(sentence(language, &generator))
            - **\(words(2, language, &generator))** \(sentence(language, &generator))
            - `\(language.words.randomElement(using: &generator)!)` \(sentence(language, &generator))


            """
        if embeds {
            page += "```mfs\nscreen: login\nsizes: [320x568]\n```\n\n"
        }
        page += """
            ### \(headings[1])

            | \(language.columns.joined(separator: " | ")) |
            | :--- | :---: | ---: |
            \((0..<4).map { _ in "| \(words(2, language, &generator)) | *\(words(3, language, &generator))* | `\(number)` |" }.joined(separator: "\n"))

            \(paragraph(language, &generator)) [\(words(1, language, &generator))](#\(Heading.slug(headings[0])))

            ```swift
            \(sample.swift(&generator))```

            \(number % 4 == 0 ? "```objc\n\(sample.objectiveC(&generator))```\n" : "")
            ## \(headings[2])

            1. \(sentence(language, &generator))
            2. \(sentence(language, &generator)) ~~\(words(2, language, &generator))~~
            3. \(sentence(language, &generator))

            \(paragraph(language, &generator))

            """
        return page
    }

    private func paragraph(_ language: CorpusLanguage, _ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 3...5, using: &generator)).map { _ in sentence(language, &generator) }
            .joined(separator: " ")
    }

    private func sentence(_ language: CorpusLanguage, _ generator: inout SeededGenerator) -> String {
        var text = words(Int.random(in: 7...14, using: &generator), language, &generator)
        if Int.random(in: 0..<4, using: &generator) == 0 {
            text += ", *\(words(2, language, &generator))*"
        }
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    private func words(_ count: Int, _ language: CorpusLanguage, _ generator: inout SeededGenerator) -> String {
        (0..<count).map { _ in language.words.randomElement(using: &generator)! }.joined(separator: " ")
    }
}

extension SiteCorpus {
    /// Every Swift and Objective-C code block of the corpus, page by page.
    public func codeBlocks() throws -> [(CodeLanguage, String)] {
        try pages().flatMap { page throws in try CodeLanguage.blocks(inMarkdown: page.source, path: page.path) }
    }
}
