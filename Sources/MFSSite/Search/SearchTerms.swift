/// The weighted stems of one search section, by stem number, as
/// `SearchIndex` weighs them: `headingWeight` for a stem of the heading, plus
/// how many times the prose and the code blocks have it, at most `maxProseWeight`. Reused from
/// section to section: `write` empties it. Not thread-safe.
struct SearchTerms {
    /// Each stem's weight so far; 0 for a stem the section does not have.
    private var weights: [UInt8] = []
    /// The stems whose weight is not 0, in order of first appearance.
    private var present: [Int] = []

    /// Counts a stem of the heading; all the heading's stems MUST come before the prose's.
    mutating func addHeading(_ stem: Int) {
        if weight(stem) == 0 {
            weights[stem] = UInt8(SearchIndex.headingWeight)
            present.append(stem)
        }
    }

    /// Counts one more time the prose (or a code block) has `stem`.
    mutating func addProse(_ stem: Int) {
        let weight = weight(stem)
        if weight == 0 { present.append(stem) }
        // The prose's count is what the weight holds beyond `headingWeight` (10 or 0).
        if Int(weight) % SearchIndex.headingWeight < SearchIndex.maxProseWeight { weights[stem] = weight + 1 }
    }

    /// Writes the terms, their stems (`vocabulary.stems`) with `:weight` unless the weight is 1,
    /// space-separated, in code point order (UTF-8 bytes), into `json`, then
    /// forgets them. A stem is letters, marks and digits (`SearchText`): nothing to escape in JSON.
    mutating func write(_ vocabulary: SearchVocabulary, into json: inout [UInt8]) {
        var sorted = present.map { (key: vocabulary.sortKeys[$0], stem: $0) }
        sorted.sort { $0.key != $1.key ? $0.key < $1.key : Self.precedes(vocabulary.stems[$0.stem], vocabulary.stems[$1.stem]) }
        for (index, term) in sorted.enumerated() {
            if index > 0 { json.append(UInt8(ascii: " ")) }
            json.append(contentsOf: vocabulary.stems[term.stem].utf8)
            let weight = weights[term.stem]
            if weight != 1 {
                json.append(UInt8(ascii: ":"))
                if weight >= 10 { json.append(UInt8(ascii: "0") + weight / 10) }
                json.append(UInt8(ascii: "0") + weight % 10)
            }
            weights[term.stem] = 0
        }
        present.removeAll(keepingCapacity: true)
    }

    /// The weight of `stem` so far, `weights` grown to hold it.
    private mutating func weight(_ stem: Int) -> UInt8 {
        if stem >= weights.count { weights.append(contentsOf: repeatElement(0, count: stem + 1 - weights.count)) }
        return weights[stem]
    }

    /// Whether `one`'s UTF-8 bytes sort before `other`'s.
    private static func precedes(_ one: String, _ other: String) -> Bool {
        let (first, second) = (one.utf8.span, other.utf8.span)
        for index in 0..<min(first.count, second.count) where first[index] != second[index] {
            return first[index] < second[index]
        }
        return first.count < second.count
    }
}
