/// A language's plural categories for integer counts, in CLDR's rule syntax
/// restricted to integers (`n % 10 = 2..4 and n % 100 != 12..14`): the
/// operand `n` (or `i`, the same for an integer), an optional `% modulus`,
/// `=` or `!=`, a list of values and ranges (`0, 5..9`), relations joined by
/// `and`, which binds tighter than `or`. Categories are tried in order; a
/// count that matches none is `other`. Immutable.
struct PluralRule: Sendable {
    /// One `operand % modulus = ranges` (or `!=`).
    private struct Relation: Sendable {
        var modulus: Int?
        var equal: Bool
        var ranges: [ClosedRange<Int>]

        func holds(for count: Int) -> Bool {
            let value = modulus.map { count % $0 } ?? count
            return ranges.contains { $0.contains(value) } == equal
        }
    }

    /// Each category (`one`, `few`, `many`) with its condition: alternatives of conjunctions.
    private let categories: [(name: String, condition: [[Relation]])]

    /// The names of the categories, `other` last.
    var names: [String] { categories.map(\.name) + ["other"] }

    /// A condition that is not CLDR's integer syntax, by category.
    struct Failure: Error {
        let category: String
    }

    /// The rule of `conditions` (category, condition text) in order; throws
    /// at the first condition that is not CLDR's integer syntax.
    init(_ conditions: [(name: String, condition: String)]) throws(Failure) {
        categories = try conditions.map { category throws(Failure) in
            let alternatives = category.condition.components(separatedBy: " or ")
            return (category.name, try alternatives.map { alternative throws(Failure) in
                try alternative.components(separatedBy: " and ").map { text throws(Failure) in
                    guard let relation = Self.relation(text.filter { !$0.isWhitespace }) else { throw Failure(category: category.name) }
                    return relation
                }
            })
        }
    }

    /// The category of `count`.
    func category(of count: Int) -> String {
        categories.first { $0.condition.contains { $0.allSatisfy { $0.holds(for: count) } } }?.name ?? "other"
    }

    /// `n%10!=2..4,7` without spaces, or `nil`.
    private static func relation(_ text: String) -> Relation? {
        let equal = !text.contains("!=")
        let sides = text.components(separatedBy: equal ? "=" : "!=")
        guard sides.count == 2, let operand = sides[0].first, "ni".contains(operand) else { return nil }
        var modulus: Int?
        if sides[0].count > 1 {
            guard sides[0].dropFirst().first == "%", let value = Int(sides[0].dropFirst(2)), value > 0 else { return nil }
            modulus = value
        }
        var ranges: [ClosedRange<Int>] = []
        for item in sides[1].split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.components(separatedBy: "..").map { Int($0) }
            guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, bounds.count <= 2, low <= high else { return nil }
            ranges.append(low...high)
        }
        return Relation(modulus: modulus, equal: equal, ranges: ranges)
    }
}

