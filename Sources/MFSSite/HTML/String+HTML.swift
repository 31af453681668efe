extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }

    /// Starts a new line unless the output is empty or already at one (cmark's `cr`).
    mutating func newline() {
        if let last = utf8.last, last != UInt8(ascii: "\n") { append("\n") }
    }
}
