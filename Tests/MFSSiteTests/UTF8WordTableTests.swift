import Testing
@testable import MFSSite

/// The byte-keyed word table of the search index and the highlighter.
@Suite struct UTF8WordTableTests {
    @Test func findsEveryWordAddedThroughGrowthAndNoOther() {
        var table = UTF8WordTable<Int>()
        let words = (0..<3000).map { "слово\($0)" }
        for (number, word) in words.enumerated() {
            let utf8 = word.utf8.span
            let before = table.value(of: 0..<utf8.count, in: utf8)
            #expect(before == nil)
            table.add(0..<utf8.count, in: utf8, value: number)
        }
        for (number, word) in words.enumerated() {
            let found = Self.value(table, word)
            #expect(found == number)
        }
        for absent in ["слово3000", "слово", "слов", "слово12a", ""] {
            let found = Self.value(table, absent)
            #expect(found == nil, "\(absent)")
        }
    }

    @Test func looksUpAWordInsideLongerText() {
        let table = UTF8WordTable(words: "UIView UITableViewCell\nsize_t", value: ())
        let text = "let cell: UITableViewCell = UIViewX()"
        let utf8 = text.utf8.span
        let (cell, longer, view) = (table.contains(10..<25, in: utf8), table.contains(28..<35, in: utf8), table.contains(28..<34, in: utf8))
        #expect(cell)
        #expect(!longer) // UIViewX
        #expect(view)
        let type = Self.value(table, "size_t")
        #expect(type != nil)
    }

    @Test func keepsTheValuesOfADictionary() {
        let table = UTF8WordTable(["let": 1, "var": 2, "func": 3])
        for (word, value) in ["let": 1, "var": 2, "func": 3, "lets": nil, "fun": nil] as [String: Int?] {
            let found = Self.value(table, word)
            #expect(found == value, "\(word)")
        }
    }

    /// The value `table` has for the whole of `word`.
    static func value<Value>(_ table: UTF8WordTable<Value>, _ word: String) -> Value? {
        let utf8 = word.utf8.span
        return table.value(of: 0..<utf8.count, in: utf8)
    }
}
