import Testing
@testable import MFSSite

/// The front matter as YAML reads it: `order` in every integer form Yams
/// accepts, and a quoted or non-integer `order` refused at its position.
@Suite struct FrontMatterTests {
    private func order(_ value: String) throws -> Int {
        try FrontMatter.split("---\ntitle: Ячейки\norder: \(value)\n---\nТекст\n", path: "ru/cells.md").frontMatter.order
    }

    @Test func readsOrderInEveryIntegerFormOfYAML() throws {
        #expect(try order("7") == 7)
        #expect(try order("-12") == -12)
        #expect(try order("0") == 0)
        #expect(try order("0x1F") == 31)
        #expect(try order("1_000") == 1000)
        #expect(try order("010") == 8)
        #expect(try order("+3") == 3)
    }

    /// `-0` too, as Yams reads it (a sign before `0` makes it octal with no digits).
    @Test(arguments: ["'5'", "\"5\"", "5.0", "cinco", "-0"])
    func refusesAnOrderThatIsNotAnInteger(value: String) {
        #expect(throws: Diagnostic(path: "ru/cells.md", line: 3, column: 8, message: "'order' must be an integer")) {
            try order(value)
        }
    }

    @Test func theBodyStartsAfterTheClosingLine() throws {
        let split = try FrontMatter.split("---\ntitle: Ячейки\ndescription: Как считать\n---\nТекст\n", path: "ru/cells.md")
        #expect(split.frontMatter == FrontMatter(title: "Ячейки", description: "Как считать", order: 0))
        #expect(split.body == "Текст\n" && split.bodyLine == 5)
    }
}
