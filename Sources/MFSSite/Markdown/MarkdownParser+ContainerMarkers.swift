extension MarkdownParser {
    /// What a page nested past `nestingLimit` is told, before or after cmark-gfm parses it.
    static let nestingMessage = "the Markdown nests more than \(nestingLimit) levels deep (block quotes, lists, emphasis, links, ...); flatten it"

    /// Throws at the first line of `source` that opens more than `nestingLimit`
    /// block containers at its start (`>`, `-`, `*`, `+`, `1.` or `1)` list
    /// markers, each after optional spaces), at the marker past the limit.
    /// cmark-gfm parses such a line in time that grows with its depth times
    /// its length (18,000 containers before 110 KB of text: 5 s), so it is
    /// refused before cmark-gfm reads it; the tree's own check
    /// (`CmarkNesting`) would refuse it after. A line in a code block counts
    /// too; a thematic break (`- - -`, `* * *`) does not.
    /// `line` is where `source` starts in `path`.
    static func checkContainerMarkers(_ source: String, path: String, line: Int) throws(Diagnostic) {
        try checkLines(source, path: path, line: line, message: nestingMessage, find: markerPastLimit)
    }

    /// The index of the container marker past `nestingLimit` at the start of `line`, if any.
    private static func markerPastLimit(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        let space = { (index: Int) in index < line.endIndex && (line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t")) }
        var index = line.startIndex
        var markers = 0
        while true {
            while space(index) { index += 1 }
            guard index < line.endIndex else { return nil }
            let marker = index
            switch line[index] {
            case UInt8(ascii: ">"):
                index += 1
            case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
                guard space(index + 1) else { return nil }
                index += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var digit = index
                while digit < line.endIndex, digit - index < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[digit]) { digit += 1 }
                guard digit < line.endIndex, line[digit] == UInt8(ascii: ".") || line[digit] == UInt8(ascii: ")"), space(digit + 1) else { return nil }
                index = digit + 1
            default:
                return nil
            }
            markers += 1
            if markers > nestingLimit { return isThematicBreak(line) ? nil : marker }
        }
    }

    /// Whether `line` is only one of `-`, `*`, `_` repeated, with spaces or tabs between.
    private static func isThematicBreak(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let marks = line.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }
        guard let first = marks.first, [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_")].contains(first) else { return false }
        return marks.allSatisfy { $0 == first }
    }
}
