import MFS

/// "Read more" on a gallery of a screen with an `expanded` state (a wall post, the
/// profile): each figure is drawn collapsed and expanded, both as the engine computes
/// them (the expanded state taps "read more" on the collapsed screen), and one
/// checkbox above the gallery (no script) switches every figure between the two:
/// the post's views and the rows below it move by the height change.
extension ScreenHTML {
    /// The expanded snapshot of `screen` for each request, or `nil` when the screen has no
    /// `expanded` state or the embed asks for a state other than `collapsed`.
    static func expandedSnapshots(_ requests: [ScreenRequest], screen: any ScreenDefinition) -> [ScreenSnapshot]? {
        guard screen.states.contains("expanded"),
              requests.allSatisfy({ $0.state == nil || $0.state == "collapsed" }) else { return nil }
        return requests.map { request in
            var expanded = request
            expanded.state = "expanded"
            return screen.render(expanded)
        }
    }

    /// The checkbox and its label; `id` MUST be unique in the page.
    func readMoreToggle(id: String) -> String {
        let toggle = HTML.escape(id + "-read-more")
        return "<input type=\"checkbox\" class=\"mfs-toggle\" id=\"\(toggle)\">\n"
            + "<label for=\"\(toggle)\"><span class=\"mfs-switch\"></span>\(HTML.escape(strings.readMore))</label>\n"
    }
}
