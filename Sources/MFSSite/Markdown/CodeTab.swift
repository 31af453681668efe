/// The tab a fenced code block names in its info string: `swift tab=Swift`,
/// `objc tab="Objective-C"`. Consecutive blocks that name tabs form one group.
enum CodeTab {
    /// The label of `tab=` in `info` (`CodeInfo`), or `nil` when there is none
    /// or the info string is wrong (which the parser reports).
    static func label(_ info: String) -> String? {
        (try? CodeInfo(info))?.attributes["tab"]
    }
}
