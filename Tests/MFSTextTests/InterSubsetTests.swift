import Testing
import Foundation
import MFS
@testable import MFSText

/// The served subsets against the full files they were made from (Debian's
/// `fonts-inter`): they map the character ranges the site needs, and every
/// character and every pair of characters they map shapes to exactly the
/// same advances, kerning and substitutions as in the full font.
@Suite struct InterSubsetTests {
    /// Debian's full file of `weight`, which `subset-fonts.sh` subsets.
    static func fullFile(_ weight: FontWeight) throws -> URL {
        let file = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter")
            .appendingPathComponent(InterFontFiles.fileName(weight).replacingOccurrences(of: ".woff2", with: ".otf"))
        try #require(FileManager.default.fileExists(atPath: file.path), "\(file.path) is missing: install fonts-inter (make deps does)")
        return file
    }

    /// The ranges the subsets promise: Latin-1 (with Basic Latin), Latin
    /// Extended-A, Cyrillic, General Punctuation.
    static let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xFF, 0x100...0x17F, 0x400...0x4FF, 0x2000...0x206F]

    /// The characters the pair test combines: those of the subset that are
    /// not control characters (the measurer never shapes those).
    static func shapedCharacters(_ face: FontFace) -> [UInt32] {
        face.characters.filter { !(0..<0x20).contains($0) && !(0x7F..<0xA0).contains($0) }
    }

    @Test func theFourFilesTogetherWeighAtMost200KB() throws {
        let sizes = try FontWeight.allCases.map { try InterFontFiles.url($0).resourceValues(forKeys: [.fileSizeKey]).fileSize ?? .max }
        #expect(sizes.reduce(0, +) <= 200 * 1024, "\(sizes)")
    }

    @Test(arguments: FontWeight.allCases)
    func theSubsetMapsEveryCharacterOfItsRangesThatInterHas(_ weight: FontWeight) throws {
        let subset = Set(try FontFace(file: InterFontFiles.url(weight)).characters)
        let full = Set(try FontFace(file: Self.fullFile(weight)).characters)
        let missing = Self.ranges.flatMap { $0 }.filter { full.contains($0) && !subset.contains($0) }
        #expect(missing.isEmpty, "\(weight): \(missing.map { String($0, radix: 16) })")
        #expect(subset.isSubset(of: full))
        #expect(subset.count < full.count / 2)
    }

    @Test(arguments: FontWeight.allCases)
    func everyCharacterHasTheFullFontsAdvanceAtEverySize(_ weight: FontWeight) throws {
        let subset = try FontFace(file: InterFontFiles.url(weight)), full = try FontFace(file: Self.fullFile(weight))
        let characters = Self.shapedCharacters(subset)
        for size in [13, 14, 15, 16, 17, 18, 20, 22, 24, 15.5] {
            let shaped = (HarfBuzzFont(face: subset, size: size), HarfBuzzFont(face: full, size: size))
            let differing = characters.filter { character in
                var text = String(Unicode.Scalar(character)!)
                return text.withUTF8 { shaped.0.width(of: $0) != shaped.1.width(of: $0) }
            }
            #expect(differing.isEmpty, "\(weight) \(size)px: \(differing.map { String($0, radix: 16) })")
        }
    }

    /// Each character `a` in a text `a b1 a b2 ... a`, with every `b` the
    /// subset maps: every ordered pair is shaped (kerning, contextual
    /// alternates), and the pen position before each character compared.
    @Test(arguments: FontWeight.allCases)
    func everyPairShapesAsInTheFullFont(_ weight: FontWeight) throws {
        let subset = try FontFace(file: InterFontFiles.url(weight)), full = try FontFace(file: Self.fullFile(weight))
        let characters = Self.shapedCharacters(subset).compactMap(Unicode.Scalar.init)
        let shaped = (HarfBuzzFont(face: subset, size: 17), HarfBuzzFont(face: full, size: 17))
        var differing: [String] = []
        for first in characters {
            var text = String(first), offsets = [0]
            for second in characters {
                offsets.append(text.utf8.count)
                text.unicodeScalars.append(second)
                offsets.append(text.utf8.count)
                text.unicodeScalars.append(first)
            }
            let same = text.withUTF8 { shaped.0.positions(in: $0, at: offsets) == shaped.1.positions(in: $0, at: offsets) }
            if !same { differing.append("U+\(String(first.value, radix: 16))") }
        }
        #expect(characters.count > 600)
        #expect(differing.isEmpty, "\(weight): pairs with these first characters shape differently: \(differing)")
    }
}
