import CLineBreak

/// Line-break opportunities and grapheme boundaries inside words, as
/// Chromium finds them (`ChromiumBreakRules` over ICU's iterators, or over
/// `LineBreakPairs` where the classes of the characters tell ICU's answer).
/// Not thread-safe: its `Shaper` belongs to one thread.
final class BreakFinder {
    private let lines = Breaker(MFS_BREAK_LINE)
    private let graphemes = Breaker(MFS_BREAK_CHARACTER)
    private let rules = ChromiumBreakRules()
    /// The word being asked about in UTF-16, the text ICU's line breaker is
    /// given around it, and the boundaries `LineBreakPairs` finds in that
    /// text: storage kept from word to word. Only this finder's methods
    /// touch them, one at a time (the finder is not shared), so accesses
    /// go unchecked.
    @exclusivity(unchecked) private var text = UTF16Text()
    @exclusivity(unchecked) private var icuText: [UInt16] = []
    @exclusivity(unchecked) private var pairBoundaries: [Int32] = []

    /// Byte offsets strictly inside `word`, ascending, where a line may end;
    /// `afterSpace` false for the rest of a word that starts a line after a
    /// break inside it (Blink's ICU iterator starts at the line's start, so
    /// ICU then sees the rest as the start of the text).
    func breaks(in word: UnsafeBufferPointer<UInt8>, afterSpace: Bool = true) -> [Int] {
        Self.hasNoBreaks(word) ? [] : breaksByRules(in: word, afterSpace: afterSpace)
    }

    /// `breaks(in:afterSpace:)` without the shortcut: every position asked of
    /// `ChromiumBreakRules` (and ICU where they need it, unless
    /// `LineBreakPairs` knows its answers). An ASCII word is its own UTF-16,
    /// and no break inside it is ICU's to decide.
    func breaksByRules(in word: UnsafeBufferPointer<UInt8>, afterSpace: Bool) -> [Int] {
        if !word.contains(where: { $0 >= 0x80 }) {
            return breaks(inUnits: word, afterSpace: afterSpace, icuBreaks: [], byteOffset: { $0 })
        }
        text.fill(word)
        let units = text.units, byteOffsets = text.byteOffsets
        guard units.count > 1 else { return [] }
        // `ChromiumBreakRules` consults ICU only next to a character that needs it.
        guard units.contains(where: ChromiumBreakRules.needsICU) else {
            return breaks(inUnits: units, afterSpace: afterSpace, icuBreaks: [], byteOffset: { byteOffsets[$0] })
        }
        if let boundaries = boundariesByPairs(in: units, afterSpace: afterSpace) {
            return breaks(inUnits: units, afterSpace: afterSpace, icuBreaks: boundaries, byteOffset: { byteOffsets[$0] })
        }
        icuText.removeAll(keepingCapacity: true)
        if afterSpace { icuText.append(0x20) }
        icuText.append(contentsOf: units)
        icuText.append(0x20)
        icuText.append(0x61)
        return breaks(inUnits: units, afterSpace: afterSpace, icuBreaks: lines.boundaries(in: icuText), byteOffset: { byteOffsets[$0] })
    }

    /// ICU's boundaries in the text it would be given (the word after a space
    /// when `afterSpace`) at every position where `ChromiumBreakRules` asks
    /// for them, from `LineBreakPairs`; nil when it cannot tell one.
    private func boundariesByPairs(in units: [UInt16], afterSpace: Bool) -> ArraySlice<Int32>? {
        let properties = ScalarProperties.shared, lead = afterSpace ? 1 : 0
        pairBoundaries.removeAll(keepingCapacity: true)
        var lastButOne = afterSpace ? properties.lineBreak(0x20) : nil, last = properties.lineBreak(UInt32(units[0]))
        for index in 1..<units.count {
            let next = properties.lineBreak(UInt32(units[index]))
            if ChromiumBreakRules.needsICU(units[index - 1]) || ChromiumBreakRules.needsICU(units[index]) {
                guard let boundary = LineBreakPairs.icuBreak(between: last, and: next, after: lastButOne) else { return nil }
                if boundary { pairBoundaries.append(Int32(index + lead)) }
            }
            (lastButOne, last) = (last, next)
        }
        return pairBoundaries[...]
    }

    /// The offsets (`byteOffset` of each UTF-16 offset) where `rules` let a
    /// line end inside a word of `units`, given ICU's boundaries in the
    /// text it was given (the word after a space when `afterSpace`).
    private func breaks<Units: RandomAccessCollection<Element>, Element: BinaryInteger>(
        inUnits units: Units, afterSpace: Bool, icuBreaks: ArraySlice<Int32>, byteOffset: (Int) -> Int
    ) -> [Int] where Units.Index == Int {
        guard units.count > 1 else { return [] }
        let lead = afterSpace ? 1 : 0
        var result: [Int] = [], next = icuBreaks.startIndex
        var lastButOne: UInt16? = afterSpace ? 0x20 : nil, last = UInt16(units[0])
        for index in 1..<units.count {
            let unit = UInt16(units[index])
            // ICU's boundaries ascend: the first not before `index` tells.
            while next < icuBreaks.endIndex, Int(icuBreaks[next]) - lead < index { next += 1 }
            let icuBreak = next < icuBreaks.endIndex && Int(icuBreaks[next]) - lead == index
            if rules.mayBreak(between: last, and: unit, after: lastButOne, icuBreak: icuBreak) {
                result.append(byteOffset(index))
            }
            (lastButOne, last) = (last, unit)
        }
        return result
    }

    /// True when no rule lets a line end inside `word`: letters, digits and
    /// combining marks (UAX #14 AL, NU, CM, as ASCII letters and digits
    /// are), after one opening punctuation or quote and before closing
    /// punctuation and quotes (`ScalarProperties`). Nothing breaks between
    /// two letters (LB23, LB28), after an opening ASCII character or quote
    /// (LB14, LB19, and Blink's ASCII table), before a closing one (LB13,
    /// LB19, LB22), or between two closing ASCII characters (the table); nor
    /// inside a single character.
    @inline(__always)
    static func hasNoBreaks(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let properties = ScalarProperties.shared
        var scalars = UTF8Scalars(word)
        guard let (first, _) = scalars.next() else { return true }
        if !properties.isWordLetter(first) {
            // An opening character before a letter, or any character alone.
            guard properties.isOpening(first), let (next, _) = scalars.next() else { return scalars.next() == nil }
            guard properties.isWordLetter(next) else { return false }
        }
        while let (value, _) = scalars.next() {
            guard !properties.isWordLetter(value) else { continue }
            // Closing characters to the end.
            guard properties.isClosing(value) else { return false }
            while let (value, _) = scalars.next() {
                guard properties.isClosing(value) else { return false }
            }
        }
        return true
    }

    /// Grapheme cluster boundaries strictly inside `bytes`, as byte offsets:
    /// between every two characters when each stands alone
    /// (`isAlwaysOwnGrapheme`), else ICU's.
    func graphemeBoundaries(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var scalars: [Int] = []
        scalars.reserveCapacity(bytes.count)
        for (scalar, offset) in UTF8Scalars(bytes) {
            guard Self.isAlwaysOwnGrapheme(scalar) else {
                text.fill(bytes)
                let byteOffsets = text.byteOffsets
                return graphemes.boundaries(in: text.units).map { byteOffsets[Int($0)] }
            }
            if offset > 0 { scalars.append(offset) }
        }
        return scalars
    }

    /// Whether `scalar`'s Grapheme_Cluster_Break is Other or Control (not
    /// CR or LF): UAX #29 then breaks before and after it whatever its
    /// neighbours (no Extend, SpacingMark, Prepend, ZWJ, Hangul or regional
    /// indicator among them). Latin, IPA and modifier letters, Greek,
    /// Cyrillic without its combining marks, Armenian, general punctuation
    /// without its format characters, currency signs, letterlike symbols.
    static func isAlwaysOwnGrapheme(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0A, 0x0D: false
        case 0..<0x300, 0x370..<0x483, 0x48A..<0x591, 0x2010..<0x2028, 0x2030..<0x2060, 0x20A0..<0x20D0, 0x2100..<0x2190: true
        default: false
        }
    }
}
