/// A value a `Template` renders: text, a flag, a list of contexts (a section
/// repeated once per element) or one nested context.
enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateContext])
    case object(TemplateContext)

    /// Whether a section over this value renders: `false` and the empty list do not.
    var isTruthy: Bool {
        switch self {
        case let .bool(flag): flag
        case let .list(items): !items.isEmpty
        case .string, .object: true
        }
    }
}
