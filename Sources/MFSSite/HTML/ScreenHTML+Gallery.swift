import MFS

/// A screen's sizes grouped by device, with a device chooser: radio buttons,
/// no script. The stylesheet shows the chosen device's sizes side by side (on
/// phones the chosen size alone); the others stay laid out but visually
/// hidden, so every figure keeps its exact frames, is read by screen readers
/// and shows itself when it gets focus.
extension ScreenHTML {
    /// The most sizes a gallery offers in its chooser (the stylesheet has a
    /// rule for each position); a larger gallery shows all its sizes in a row.
    static let chooserLimit = 12

    /// The figures of one embed grouped by device, with a chooser when there
    /// are 2 to `chooserLimit` of them, then the legend of the cache kinds they
    /// show. `requests` are what each snapshot of `screen` was computed from, in the same
    /// order: their sizes (a table's canvas is its content) name the device
    /// and orientation. `label` names the screen; `hint` adds how to inspect a
    /// view; `state` is said in every caption; `id` MUST be unique in the page.
    /// A screen with an `expanded` state gets the "read more" toggle (`ScreenHTML+Toggle`);
    /// a figure of a state that hands work to the background (`ScreenDefinition.precomputation`)
    /// gets the engine's record of it, computed now (`ScreenHTML+Precomputation`).
    public func group(_ snapshots: [ScreenSnapshot], requests: [ScreenRequest], of screen: any ScreenDefinition, label: String,
                      hint: Bool = false, state: String? = nil, id: String = "mfs-gallery") -> String {
        let sizes = requests.map(\.size)
        let devices = Device.grouping(sizes)
        let chooser = (2...Self.chooserLimit).contains(snapshots.count)
        let expanded = Self.expandedSnapshots(requests, screen: screen)
        var html = "<div class=\"mfs-embed\">\n"
        if hint { html += "<p class=\"mfs-hint\">\(HTML.escape(strings.inspectorHint))</p>\n" }
        if expanded != nil { html += readMoreToggle(id: id) }
        html += "<div class=\"mfs-screens\" role=\"group\" aria-label=\"\(HTML.escape(label))\">\n"
        if chooser { html += self.chooser(devices, sizes: sizes, name: id) }
        html += "<div class=\"mfs-devices\">\n"
        for (number, device) in devices.enumerated() {
            html += "<div class=\"mfs-device\" data-device=\"\(number)\">\n"
            for index in device.choices {
                html += figure(snapshots[index], request: requests[index], label: label, device: device.name,
                               state: state, choice: chooser ? index : nil, expanded: expanded?[index],
                               precomputation: screen.precomputation(requests[index]))
            }
            html += "</div>\n"
        }
        html += "</div>\n</div>\n" + legend(snapshots, id: id)
        return html + "</div>\n"
    }

    /// The radio buttons of a gallery, one per size, grouped by device; the
    /// first is checked. `name` ties them into one group (one Tab stop).
    func chooser(_ devices: [Device], sizes: [Size], name: String) -> String {
        var html = "<fieldset class=\"mfs-chooser\">\n<legend>\(HTML.escape(strings.device))</legend>\n"
        for (number, device) in devices.enumerated() {
            html += "<fieldset><legend>\(HTML.escape(device.title))</legend>"
            for index in device.choices {
                html += "<label><input type=\"radio\" name=\"\(HTML.escape(name))\" value=\"\(index)\" data-device=\"\(number)\""
                    + (index == 0 ? " checked" : "") + ">\(HTML.escape(strings.orientation(of: sizes[index])))</label>"
            }
            html += "</fieldset>\n"
        }
        return html + "</fieldset>\n"
    }
}
