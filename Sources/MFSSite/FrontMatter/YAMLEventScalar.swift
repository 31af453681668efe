import Yams

/// A scalar read from libyaml's events: its text, style and 1-based position
/// in the YAML, as Yams' `Node.Scalar` would hold them.
struct YAMLEventScalar: YAMLValue {
    let text: String
    let style: Node.Scalar.Style
    let line: Int
    let column: Int

    var string: String? { text }
    var integer: Int? { Node.Scalar.integer(text, style: style) }
}
