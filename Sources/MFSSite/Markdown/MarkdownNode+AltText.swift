extension MarkdownNode {
    /// An image's alt text as cmark-gfm writes it: like `plainText`, but raw
    /// inline HTML is kept as text (`![a <b>x</b>](i.png)` → `a <b>x</b>`);
    /// unescaped, so escape it for the attribute. Found by `make fuzz`.
    var altText: String {
        if case let .htmlInline(html) = kind { return html }
        guard !children.isEmpty else { return plainText }
        return children.map(\.altText).joined()
    }
}
