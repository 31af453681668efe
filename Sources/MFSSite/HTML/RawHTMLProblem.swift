/// What the site refuses in raw HTML (an HTML block or inline HTML of a
/// page), found by `RawHTMLScanner`; see docs/writing.md, "Raw HTML".
enum RawHTMLProblem: Hashable, Sendable {
    /// An attribute whose name starts with `on` (`onerror`, `ONLOAD`, ...).
    case eventHandler(String)
    /// A URL attribute (`URLAttributes`) whose URL has a scheme not `URLScheme.allowed`.
    case url(attribute: String, scheme: String)
    /// A `<noscript>` start tag: with scripts on, browsers read its content as
    /// text, not as the tags and comments the scanner reads.
    case noscript
    /// The HTML ends inside a tag: the page's next tags would be read as its attributes.
    case unclosedTag
    /// The HTML ends inside a comment, which would hide the rest of the page.
    case unclosedComment

    var message: String {
        switch self {
        case let .eventHandler(name):
            "raw HTML: the event handler attribute '\(name)' is not allowed (pages run no script of their own)"
        case let .url(attribute, scheme):
            "raw HTML: the URL of '\(attribute)' has the scheme '\(scheme):'; " + URLScheme.allowedDescription
        case .noscript:
            "raw HTML: <noscript> is not allowed (browsers read its content as text when scripts run)"
        case .unclosedTag:
            "raw HTML: the tag is not closed ('>') where the HTML ends"
        case .unclosedComment:
            "raw HTML: the comment is not closed ('-->') where the HTML ends"
        }
    }
}
