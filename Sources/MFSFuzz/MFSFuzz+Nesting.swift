import MFSSite

extension MFSFuzz {
    /// The most levels `nestedMarkdown` nests.
    static let deepestNesting = 50_000

    /// The nesting target: the input as `nestedMarkdown`, built as a one-page
    /// site. The build MUST succeed or stop at errors located in that page
    /// (`PATH:LINE:COL`), never crash.
    static func nesting(_ bytes: UnsafeRawBufferPointer) {
        if let problem = nestingProblem(nestedMarkdown(bytes)) { fatalError(problem) }
    }

    /// A page whose one paragraph is nested as deep as `bytes` say: each byte
    /// adds `1 + h * h` levels, `h` its high six bits (1 to 3,970, so that a
    /// few bytes nest thousands deep; up to `deepestNesting` in all), of what
    /// its low two bits pick: a block quote (`> `), a list item
    /// (`- ` and `1. ` by turns), emphasis (`*e … e*` and `_e … e_`), a link
    /// (`[…](/l)`, and by turns an image `![…](/l)`). Blocks open the line;
    /// inlines close in the reverse order of their opening, around `x`.
    static func nestedMarkdown(_ bytes: some Sequence<UInt8>) -> String {
        var blocks = "", opening = "", closing: [String] = []
        var depth = 0
        for byte in bytes {
            let high = Int(byte >> 2)
            for _ in 0...(high * high) where depth < deepestNesting {
                depth += 1
                let turn = depth.isMultiple(of: 2)
                switch byte & 3 {
                case 0: blocks += "> "
                case 1: blocks += turn ? "- " : "1. "
                case 2:
                    let mark = turn ? "*" : "_"
                    opening += mark + "e "
                    closing.append(" e" + mark)
                default:
                    opening += turn ? "![" : "["
                    closing.append("](/l)")
                }
            }
        }
        return "---\ntitle: Nesting\n---\n\n" + blocks + opening + "x" + closing.reversed().joined() + "\n"
    }

    /// What is wrong with building `page` as the site's only page: `nil`
    /// when the build succeeds or fails as `problem(in:)` accepts.
    static func nestingProblem(_ page: String) -> String? {
        do {
            _ = try build(page: page)
            return nil
        } catch {
            return problem(in: error)
        }
    }

    /// What is wrong with a nesting build's `failure`: `nil` when it has
    /// diagnostics and every one has a line and column in the page.
    static func problem(in failure: BuildFailure) -> String? {
        let located = !failure.diagnostics.isEmpty && failure.diagnostics.allSatisfy {
            $0.line > 0 && $0.column > 0 && $0.path.hasSuffix("/Content/ru/index.md")
        }
        return located ? nil : "the build failed without a position in the page:\n\(failure)"
    }
}
