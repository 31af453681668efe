/// A string with a form per plural category of its language (`one: {n} row`,
/// `other: {n} rows`; Russian has `few` and `many` too), `{n}` standing for
/// the count. Immutable.
struct PluralText: Sendable {
    let forms: [String: String]
    let rule: PluralRule

    /// The form of `count`'s category, `{n}` and each of `values` (by name) filled in.
    func callAsFunction(_ count: Int, _ values: [String: String] = [:]) -> String {
        (forms[rule.category(of: count)] ?? "").filled(values.merging(["n": String(count)]) { $1 })
    }
}
