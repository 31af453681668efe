/// How Chromium splits a word into runs of one script, which it shapes apart
/// (Blink's `ScriptRunIterator`, so kerning never crosses a run boundary):
/// characters of no script of their own (digits, punctuation, symbols: ICU's
/// Common and Inherited) join the run before them, across spaces, or at the
/// start of the text the run after them.
struct ScriptRuns {
    /// ICU script code of the word's first and last character that has a
    /// script of its own; -1 when it has none.
    private(set) var firstScript: Int32 = -1
    private(set) var lastScript: Int32 = -1
    /// True when the word's first character has a script of its own.
    private(set) var startsWithScript = false
    /// Byte offsets inside the word where one script's run gives way to another's.
    private(set) var changes: [Int] = []
    /// Where the leading scriptless characters end, when a script follows
    /// them: after a run of another script they belong to that run.
    private(set) var leadingEnd: Int?

    /// - Parameter bytes: valid UTF-8.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let properties = ScalarProperties.shared
        // The word's ASCII start (the whole of most words), byte by byte: its
        // letters share one script (Latin) and its other characters have
        // none, so only its first letter counts.
        let letter = bytes.firstIndex { $0 >= 0x80 || ($0 | 0x20) &- 0x61 < 26 } ?? bytes.count
        if letter < bytes.count, bytes[letter] < 0x80 { enter(properties.script(UInt32(bytes[letter])), at: letter) }
        let rest = bytes[letter...].firstIndex { $0 >= 0x80 } ?? bytes.count
        for (scalar, offset) in UTF8Scalars(bytes, from: rest) {
            let script = properties.script(scalar)
            if script > 1, script != lastScript { enter(script, at: offset) }
        }
    }

    /// Notes a character of `script` (one of its own) at `offset` after one of another script or none.
    private mutating func enter(_ script: Int32, at offset: Int) {
        if firstScript < 0 {
            firstScript = script
            startsWithScript = offset == 0
            if offset > 0 { leadingEnd = offset }
        } else {
            changes.append(offset)
        }
        lastScript = script
    }
}
