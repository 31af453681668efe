/// A table of words with no values: a set, written as an array literal.
extension UTF8WordTable: ExpressibleByArrayLiteral where Value == Void {
    init(arrayLiteral words: String...) {
        self.init()
        for word in words { set((), for: word) }
    }

    /// Whether `word` is in the set.
    func contains(_ word: String) -> Bool {
        value(of: word) != nil
    }
}
