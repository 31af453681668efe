import Testing
import Foundation
import MFS
@testable import MFSText

/// Every character the site draws in Inter is in every served subset: the
/// articles (`Content/`), the screens' and traces' strings (`Sources/MFS`,
/// `Sources/MFSScreens`) and the site's own (`Sources/MFSSite`: interface strings, templates, generated
/// marks such as the footnote back-link). A character missing from a subset
/// would be drawn by Chromium from a fallback font and measured by the engine
/// with Inter's `.notdef`, so screens would no longer be exact.
@Suite struct CharacterCoverageTests {
    /// The repository: three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders scanned, with the file name endings read in each.
    static let sources: [(folder: String, endings: [String])] = [
        ("Content", [".md"]),
        ("Sources/MFS", [".swift"]),
        ("Sources/MFSScreens", [".swift"]),
        ("Sources/MFSSite", [".swift", ".mustache"]),
    ]

    /// The files of `folder` whose names end with one of `endings`, sorted.
    static func files(in folder: String, endings: [String]) throws -> [URL] {
        let base = root.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }
            .filter { url in endings.contains { url.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path < $1.path }
    }

    /// `PATH:LINE: U+XXXX` for every character of `text` (a file's contents)
    /// that is not a line break or tab and is not in `characters`.
    static func uncovered(in text: String, path: String, by characters: Set<UInt32>) -> [String] {
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for scalar in line.unicodeScalars where !"\t\r".unicodeScalars.contains(scalar) && !characters.contains(scalar.value) {
                found.append("\(path):\(number + 1): U+\(String(scalar.value, radix: 16, uppercase: true)) \(scalar.properties.name ?? "")")
            }
        }
        return found
    }

    @Test func everyCharacterOfTheArticlesAndScreensIsInEverySubset() throws {
        var covered: Set<UInt32>?
        for weight in FontWeight.allCases {
            let characters = Set(try FontFace(file: InterFontFiles.url(weight)).characters)
            covered = covered.map { $0.intersection(characters) } ?? characters
        }
        let characters = try #require(covered)
        var uncovered: [String] = [], scanned = 0
        for source in Self.sources {
            for file in try Self.files(in: source.folder, endings: source.endings) {
                let path = String(file.path.dropFirst(Self.root.path.count + 1))
                uncovered += Self.uncovered(in: try String(contentsOf: file, encoding: .utf8), path: path, by: characters)
                scanned += 1
            }
        }
        #expect(scanned > 50)
        #expect(uncovered.isEmpty, Comment(rawValue: "characters missing from the Inter subsets "
            + "(add them to Sources/MFSText/subset-fonts.sh and run it):\n" + uncovered.joined(separator: "\n")))
    }

    @Test func aCharacterOutsideTheSubsetsIsReportedWithItsLine() {
        let characters = Set("ab\n".unicodeScalars.map(\.value))
        #expect(Self.uncovered(in: "ab\nb⤼a\n", path: "x.md", by: characters)
                == ["x.md:2: U+293C TOP ARC CLOCKWISE ARROW WITH MINUS"])
    }
}
