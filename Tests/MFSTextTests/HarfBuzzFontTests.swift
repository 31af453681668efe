import Testing
import Foundation
import MFS
@testable import MFSText

/// `HarfBuzzFont`, HarfBuzz's wrapper: a word's one shaping, alone, with its
/// kerning with spaces from the tables by edge glyph, against the word
/// shaped between two spaces (what a paragraph's shaping gives), for every
/// word of the corpus and every character alone and around a letter; and `GraphemePens`, the one shaping lines inside a
/// long word are read from (kept from the word's one shaping when it is wider than a line).
@Suite struct HarfBuzzFontTests {
    static let face = try! FontFace(file: InterFontFiles.url(.regular))

    /// Every distinct word of the corpus (split at collapsible spaces).
    static func words() throws -> [String] {
        var seen = Set<String>()
        return try ChromiumConformanceTests.corpus().flatMap { $0.split(whereSeparator: { " \n\t\r".contains($0) }) }
            .map(String.init).filter { seen.insert($0).inserted }
    }

    @Test(arguments: [13.0, 17, 24])
    func aWordShapedAloneKernsWithSpacesAsBetweenTwo(size: Double) throws {
        let face = HarfBuzzFont(face: Self.face, size: size), breaks = BreakFinder()
        var told = 0, untold: [String] = []
        let characters = (Array(0x21...0x7E) + Array(0x410...0x44F) + [0xAB, 0xBB, 0x2014, 0x2013, 0x2026, 0x201C, 0x201D, 0x201E])
            .map { String(UnicodeScalar(UInt32($0))!) }
        let words = try Self.words() + characters + characters.map { $0 + "a" + $0 }
        for word in words {
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                let shaped = face.shaped(bytes, at: [], graphemesBeyond: .max, breaks: breaks)!
                let alone = face.width(of: bytes)
                #expect(shaped.width == alone, "\(word)")
                guard let leading = shaped.leadingKerning, let trailing = shaped.trailingKerning else { return untold.append(word) }
                told += 1
                let spaced = face.spaced(bytes, at: [])!
                #expect(leading == spaced.leadingSpace - face.spaceWidth, "\(word)")
                #expect(trailing == spaced.body - alone, "\(word)")
            }
        }
        // The subsets' glyphs do not kern with a space, and a contextual edge
        // form (a sign or parenthesis before digits: "+34", "(555)") is
        // measured beside its neighbour, so every word is told alone.
        #expect(told + untold.count == words.count)
        #expect(untold.isEmpty)
    }

    @Test func aWordsPiecesAtSafeBoundariesAreAsWideAlone() throws {
        let face = HarfBuzzFont(face: Self.face, size: 17), breaks = BreakFinder()
        let word = Array("Достопримечательности-Tafel-AVATAR-«Ёлка»".utf8)
        word.withUnsafeBufferPointer { bytes in
            let graphemes = GraphemePens(bytes, face: face, breaks: breaks)
            #expect(graphemes.offsets.first == 0 && graphemes.offsets.last == bytes.count)
            #expect(graphemes.pens.last == face.width(of: bytes))
            #expect(graphemes.safe.contains(false) && graphemes.safe.dropFirst().contains(true))
            let safe = graphemes.offsets.indices.filter { graphemes.safe[$0] }
            for (first, slot) in safe.enumerated() {
                #expect(graphemes.safePen(at: graphemes.offsets[slot]) == graphemes.pens[slot])
                for end in safe[(first + 1)...] {
                    let piece = UnsafeBufferPointer(rebasing: bytes[graphemes.offsets[slot]..<graphemes.offsets[end]])
                    #expect(graphemes.pens[end] - graphemes.pens[slot] == face.width(of: piece))
                }
            }
            #expect(graphemes.index(after: 0) == 1 && graphemes.index(after: bytes.count) == graphemes.offsets.count)
        }
    }

    /// What a line that ends inside a word at a boundary HarfBuzz left
    /// unsafe is made of (`GreedyLines.breakInside`, as Blink's line
    /// breaker reshapes a line's end): the word up to its last safe
    /// boundary before the end, as in the word's one shaping, and the rest
    /// reshaped alone. For the 150 longest words of the corpus, every such
    /// pair of boundaries gives the width of the piece shaped whole.
    @Test func aPieceEndingAtAnUnsafeBoundaryIsItsSafePartAndItsReshapedTail() throws {
        let face = HarfBuzzFont(face: Self.face, size: 17), breaks = BreakFinder()
        let words = try Self.words().sorted { ($0.count, $0) > ($1.count, $1) }.prefix(150)
        var checked = 0
        for word in words {
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                let graphemes = GraphemePens(bytes, face: face, breaks: breaks)
                let slots = graphemes.offsets.indices
                for end in slots where !graphemes.safe[end] {
                    let whole = face.width(of: UnsafeBufferPointer(rebasing: bytes[..<graphemes.offsets[end]]))
                    for safe in slots.prefix(end) where graphemes.safe[safe] {
                        let tail = UnsafeBufferPointer(rebasing: bytes[graphemes.offsets[safe]..<graphemes.offsets[end]])
                        #expect(graphemes.pens[safe] + face.width(of: tail) == whole, "\(word) \(safe) \(end)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }

    @Test func aWordWiderThanTheLimitKeepsTheGraphemePensOfItsOneShaping() throws {
        let face = HarfBuzzFont(face: Self.face, size: 15), breaks = BreakFinder()
        var kept = 0
        for word in try Self.words() {
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                guard let shaped = face.shaped(bytes, at: [], graphemesBeyond: 60 * 65536, breaks: breaks) else { return }
                #expect(shaped.graphemes == (shaped.width > 60 * 65536 ? GraphemePens(bytes, face: face, breaks: breaks) : nil), "\(word)")
                kept += shaped.graphemes == nil ? 0 : 1
            }
        }
        #expect(kept > 20)
    }
}
