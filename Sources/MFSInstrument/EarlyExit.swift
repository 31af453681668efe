/// An early exit directly in a step's body: `guard COND else { … }`, or
/// `if COND { return … }` without `else`.
struct EarlyExit {
    let form: SkipRule.Form
    /// The condition, white space made single spaces.
    let condition: String
    /// The offset of `guard` or `if`.
    let start: Int
    /// The `{` of the block that exits.
    let block: Int
    /// The offset after the block's `}`.
    let end: Int

    /// The early exits directly in the body whose `{` is at `open`, in order.
    static func all(in open: Int, _ scan: SourceScan) -> [EarlyExit] {
        guard let close = scan.partner[open] else { return [] }
        let depth = scan.depth[open] + 1
        var exits: [EarlyExit] = []
        var tokens = scan.tokens.filter { $0.start > open && $0.end < close && scan.depth[$0.start] == depth }[...]
        var previous: SourceScan.Token?
        while let token = tokens.popFirst() {
            defer { previous = token }
            guard token.text == "guard" || (token.text == "if" && previous?.text != "else") else { continue }
            let form: SkipRule.Form = token.text == "guard" ? .guard : .if
            guard let (conditionEnd, block) = blockOpen(after: token.end, form, scan),
                  let blockClose = scan.partner[block] else { continue }
            if form == .if {
                let blockCode = scan.normalizedCode(block + 1..<blockClose)
                let next = scan.tokens.first { $0.start > blockClose }
                guard (try? Regex(#"return\b[^;{}]*"#).wholeMatch(in: blockCode)) != nil,
                      next?.text != "else" || scan.nextCode(from: blockClose + 1) != next?.start else { continue }
            }
            exits.append(EarlyExit(form: form,
                                   condition: scan.normalizedCode(token.end..<conditionEnd),
                                   start: token.start, block: block, end: blockClose + 1))
            while let next = tokens.first, next.start < blockClose { tokens.removeFirst() }
        }
        return exits
    }

    /// Where the condition ends and the `{` of the exiting block: for `guard`, the one after its
    /// `else`; for `if`, the first `{` outside brackets. Brackets (closures in arguments) are stepped over.
    private static func blockOpen(after offset: Int, _ form: SkipRule.Form, _ scan: SourceScan) -> (Int, Int)? {
        var i = offset
        var elseStart: Int?
        while i < scan.bytes.count {
            if scan.isCode[i] {
                let byte = scan.bytes[i]
                if byte == UInt8(ascii: "{") {
                    if form == .if { return (i, i) }
                    return elseStart.map { ($0, i) }
                }
                if byte == UInt8(ascii: "("), let close = scan.partner[i] { i = close }
                if form == .guard, elseStart == nil, scan.tokens.contains(where: { $0.start == i && $0.text == "else" }) {
                    elseStart = i
                }
            }
            i += 1
        }
        return nil
    }
}
