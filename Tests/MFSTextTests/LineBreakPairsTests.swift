import Testing
import CLineBreak
@testable import MFSText

/// `LineBreakPairs` against ICU's line-break iterator: every character of
/// the table of each class the pairs tell apart, on either side of a pair,
/// between many characters before and after it.
@Suite struct LineBreakPairsTests {
    /// Characters around the pairs: letters (Latin, Cyrillic, Hebrew), digits,
    /// hyphens and dashes, closing and opening punctuation, a combining mark.
    static let befores: [UInt16] = [0x61, 0x436, 0x31, 0x2E, 0x29, 0x2F, 0x2D, 0x2013, 0x5D0, 0x301, 0x28, 0x22, 0xA0, 0x24, 0xB0, 0x2212]
    static let partners: [UInt16] = [0x61, 0x436, 0x31, 0x663, 0x2D, 0x2013, 0x2010, 0x2E, 0x2C, 0x29, 0x21, 0x2F, 0x3F, 0x3A, 0xBB, 0x2019,
                                     0x24, 0x25, 0xB0, 0x2212, 0x20AC]
    static let afters: [UInt16] = [0x61, 0x31, 0x5D0, 0x2E]

    @Test func everyPairItTellsIsICUs() {
        let properties = ScalarProperties.shared, icu = Breaker(MFS_BREAK_LINE)
        let classes = [MFS_LINE_BREAK_ALPHABETIC, MFS_LINE_BREAK_NUMERIC, MFS_LINE_BREAK_HYPHEN, MFS_LINE_BREAK_BREAK_AFTER, MFS_LINE_BREAK_CLOSING,
                       MFS_LINE_BREAK_AFFIX, MFS_LINE_BREAK_SYMBOLS]
        let members = (UInt16(0x21)..<UInt16(ScalarProperties.tableSize)).filter { classes.contains(properties.lineBreak(UInt32($0))) }
        var told = 0, wrong: [String] = []
        for member in members {
            for memberFirst in [true, false] {
                // Groups "before, last, next, after" after a space, as `BreakFinder` gives ICU a word.
                var text: [UInt16] = [], pairs: [(at: Int, answer: Bool)] = []
                for before in Self.befores {
                    for partner in Self.partners {
                        let (last, next) = memberFirst ? (member, partner) : (partner, member)
                        guard let answer = LineBreakPairs.icuBreak(between: properties.lineBreak(UInt32(last)), and: properties.lineBreak(UInt32(next)),
                                                                   after: properties.lineBreak(UInt32(before))) else { continue }
                        for after in Self.afters {
                            text += [0x20, before, last, next, after]
                            pairs.append((text.count - 2, answer))
                        }
                    }
                }
                guard !pairs.isEmpty else { continue }
                let boundaries = Set(icu.boundaries(in: text + [0x20, 0x61]).map(Int.init))
                for pair in pairs where boundaries.contains(pair.at) != pair.answer {
                    wrong.append(text[pair.at - 3...pair.at + 1].map { String(format: "%04X", $0) }.joined(separator: " "))
                }
                told += pairs.count
            }
        }
        #expect(members.count > 1_000)
        #expect(told > 100_000)
        #expect(wrong.prefix(20) == [], "\(wrong.count) pairs")
    }

    /// At the start of the text (nothing before the pair) the pairs that
    /// never break are ICU's too, and the others are left to ICU.
    @Test func atTheStartOfTheTextOnlyNeverBreaksAreTold() {
        let properties = ScalarProperties.shared, icu = Breaker(MFS_BREAK_LINE)
        for last in Self.partners {
            for next in Self.partners {
                let answer = LineBreakPairs.icuBreak(between: properties.lineBreak(UInt32(last)), and: properties.lineBreak(UInt32(next)), after: nil)
                #expect(answer != true)
                if answer == false { #expect(!icu.boundaries(in: [last, next, 0x20, 0x61]).contains(1), "\(last) \(next)") }
            }
        }
    }
}
