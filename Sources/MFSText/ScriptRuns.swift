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
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let properties = ScalarProperties.shared
        for (scalar, offset) in UTF8Scalars(bytes) {
            let script = properties.script(scalar)
            if script > 1 {
                if firstScript < 0 {
                    firstScript = script
                    startsWithScript = offset == 0
                    if offset > 0 { leadingEnd = offset }
                } else if script != lastScript {
                    changes.append(offset)
                }
                lastScript = script
            }
        }
    }
}
