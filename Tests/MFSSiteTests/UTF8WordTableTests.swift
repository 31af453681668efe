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
            table.set(number, for: 0..<utf8.count, in: utf8)
        }
        for (number, word) in words.enumerated() {
            let found = table.value(of: word)
            #expect(found == number)
        }
        table.set(-1, for: "слово0")
        let changed = table.value(of: "слово0"), other = table.value(of: "слово1")
        #expect(changed == -1)
        #expect(other == 1)
        for absent in ["слово3000", "слово", "слов", "слово12a", ""] {
            let found = table.value(of: absent)
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
        #expect(table.value(of: "size_t") != nil)
    }

    @Test func keepsTheValuesOfADictionary() {
        let table = UTF8WordTable(["let": 1, "var": 2, "func": 3])
        for (word, value) in ["let": 1, "var": 2, "func": 3, "lets": nil, "fun": nil] as [String: Int?] {
            let found = table.value(of: word)
            #expect(found == value, "\(word)")
        }
    }
}
