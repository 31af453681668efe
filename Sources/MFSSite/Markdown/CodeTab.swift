/// The tab a fenced code block names in its info string: `swift tab=Swift`,
/// `objc tab="Objective-C"`. Consecutive blocks that name tabs form one group.
enum CodeTab {
    /// The label after `tab=` in `info` (up to the next space, or between
    /// double quotes), or `nil` when there is none or it is empty.
    static func label(_ info: String) -> String? {
        guard let range = info.range(of: " tab=") ?? info.range(of: "\ttab=") else { return nil }
        let rest = info[range.upperBound...]
        let label: Substring
        if rest.first == "\"" {
            let quoted = rest.dropFirst()
            label = quoted.prefix { $0 != "\"" }
        } else {
            label = rest.prefix { $0 != " " && $0 != "\t" }
        }
        return label.isEmpty ? nil : String(label)
    }
}
