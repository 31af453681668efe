import Testing
@testable import MFSText

/// `UTF8Scalars` against the standard library's decoding.
@Suite struct UTF8ScalarsTests {
    @Test func scalarsOfOneToFourBytesDecodeAsTheStandardLibraryDecodesThem() {
        let text = "a€ж\u{0}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}😀\u{10FFFF}z"
        var expected: [(UInt32, Int)] = [], offset = 0
        for scalar in text.unicodeScalars {
            expected.append((scalar.value, offset))
            offset += UTF8.width(scalar)
        }
        let decoded = Array(text.utf8).withUnsafeBufferPointer { Array(UTF8Scalars($0)) }
        #expect(decoded.map(\.scalar) == expected.map(\.0))
        #expect(decoded.map(\.offset) == expected.map(\.1))
    }

    @Test func aSequenceCutShortEndsTheIteration() {
        let bytes: [UInt8] = Array("ab".utf8) + [0xE2, 0x82]
        #expect(bytes.withUnsafeBufferPointer { Array(UTF8Scalars($0)).map(\.scalar) } == [0x61, 0x62])
    }

    @Test func fromAnOffsetTheScalarsAfterItKeepTheirOffsets() {
        let bytes = Array("aжb€".utf8)
        let decoded = bytes.withUnsafeBufferPointer { Array(UTF8Scalars($0, from: 1)) }
        #expect(decoded.map(\.scalar) == [0x436, 0x62, 0x20AC])
        #expect(decoded.map(\.offset) == [1, 3, 4])
    }
}
