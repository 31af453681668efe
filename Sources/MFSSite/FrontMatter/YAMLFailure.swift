import Yams

/// Turns YAML problems into diagnostics at the right line of the content file.
enum YAMLFailure: Error {
    case empty

    /// A diagnostic for a Yams parse error; `lineOffset` is the file line before the YAML's first line.
    static func diagnostic(_ error: any Error, path: String, lineOffset: Int) -> Diagnostic {
        if let yaml = error as? YamlError {
            switch yaml {
            case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _):
                let detail = problem + (context.map { " (\($0.text))" } ?? "")
                return Diagnostic(path: path, line: mark.line + lineOffset, column: mark.column,
                                  message: "invalid YAML: " + detail.split(whereSeparator: \.isNewline).joined(separator: " "))
            default:
                break
            }
        }
        if case .empty? = error as? YAMLFailure {
            return Diagnostic(path: path, line: lineOffset + 1, column: 1, message: "empty YAML")
        }
        return Diagnostic(path: path, line: lineOffset + 1, column: 1, message: "invalid YAML: \(error)")
    }

    /// A diagnostic pointing at `node` in the file (at its YAML's line 1, column 1 when Yams has no mark for it).
    static func at(_ node: Node, path: String, lineOffset: Int, _ message: String) -> Diagnostic {
        Diagnostic(path: path, line: (node.mark?.line ?? 1) + lineOffset, column: node.mark?.column ?? 1, message: message)
    }
}
