/// A Mustache template of the theme, compiled once into static text and
/// slots, rendered by appending to one buffer. Immutable; rendering is pure
/// and MAY run on any thread.
///
/// The subset of Mustache it accepts (anything else is a compile error):
/// `{{name}}` (HTML-escaped: `& < > " '`), `{{{name}}}` and `{{&name}}`
/// (as is), `{{#name}}…{{/name}}` (once for a true flag, text or object, once
/// per element of a list, never for false, a missing name or an empty list),
/// `{{^name}}…{{/name}}` (only when `#` would not render) and `{{! comment}}`.
/// Names are looked up from the innermost section outwards; a missing name
/// renders nothing. A section, inverted section, closing or comment tag alone
/// on its line takes the whole line with it, as the Mustache spec says.
struct Template: Sendable {
    indirect enum Part: Sendable {
        case text(String)
        case variable(String, escaped: Bool)
        case section(String, inverted: Bool, [Part])
    }

    let parts: [Part]
    /// The bytes of static text, counting each section once.
    let staticBytes: Int

    /// Renders the template with `values`, appending to `output`, which first
    /// makes room for the static text and each top-level text once.
    func render(_ values: TemplateContext, into output: inout String) {
        let texts = values.entries.reduce(0) { sum, entry in if case let .string(text) = entry.value { sum + text.utf8.count } else { sum } }
        output.reserveCapacity(output.utf8.count + staticBytes + texts)
        var stack = [values]
        Self.render(parts, &stack, into: &output)
    }

    /// The template rendered with `values`.
    func render(_ values: TemplateContext) -> String {
        var output = ""
        render(values, into: &output)
        return output
    }

    private static func render(_ parts: [Part], _ stack: inout [TemplateContext], into output: inout String) {
        for part in parts {
            switch part {
            case let .text(text):
                output += text
            case let .variable(name, escaped):
                switch lookup(name, in: stack) {
                case let .string(text)?: escaped ? appendEscaped(text, to: &output) : output.append(text)
                case let .bool(flag)?: output += flag ? "true" : "false"
                case .list?, .object?, nil: break
                }
            case let .section(name, inverted, body):
                let value = lookup(name, in: stack)
                if inverted {
                    if !(value?.isTruthy ?? false) { render(body, &stack, into: &output) }
                    continue
                }
                switch value {
                case let .list(items)?:
                    for item in items {
                        stack.append(item)
                        render(body, &stack, into: &output)
                        stack.removeLast()
                    }
                case let .object(context)?:
                    stack.append(context)
                    render(body, &stack, into: &output)
                    stack.removeLast()
                case let .bool(flag)?:
                    if flag { render(body, &stack, into: &output) }
                case .string?:
                    render(body, &stack, into: &output)
                case nil:
                    break
                }
            }
        }
    }

    private static func lookup(_ name: String, in stack: [TemplateContext]) -> TemplateValue? {
        for index in stack.indices.reversed() {
            if let value = stack[index][name] { return value }
        }
        return nil
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` replaced by entities.
    static func appendEscaped(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        let isSpecial = { (byte: UInt8) in byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 }
        guard utf8.withContiguousStorageIfAvailable({ $0.contains(where: isSpecial) }) ?? utf8.contains(where: isSpecial) else {
            output += text
            return
        }
        var start = utf8.startIndex
        for index in utf8.indices {
            let entity: String
            switch utf8[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            output += text[start..<index]
            output += entity
            start = utf8.index(after: index)
        }
        output += text[start...]
    }
}
