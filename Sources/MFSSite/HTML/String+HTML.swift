extension String {
    /// Starts a new line unless the output is empty or already at one (cmark's `cr`).
    mutating func newline() {
        if let last = utf8.last, last != UInt8(ascii: "\n") { append("\n") }
    }
}
