import MFS

/// A phone's chrome around a whole screen (`div.mfs-phone` holding the canvas):
/// the status bar above its canvas
/// (in portrait; a phone hides it in landscape) and the home indicator below.
/// Both lie outside the canvas, so they change no computed frame and the
/// canvas keeps the engine's size; they are decoration, hidden from screen readers.
extension ScreenHTML {
    /// A whole screen (a controller's views, or a table of more than one row) at a
    /// phone's size (its shorter side under 600 pt) is drawn with the chrome.
    static func hasPhoneChrome(_ snapshot: ScreenSnapshot, size: Size) -> Bool {
        min(size.width, size.height) < 600 && (!snapshot.views.isEmpty || snapshot.cells.count > 1)
    }

    /// The status bar for a screen asked at `size`; in landscape only a bezel.
    func statusBar(_ size: Size) -> String {
        guard size.height > size.width else { return "<div class=\"mfs-bezel\" aria-hidden=\"true\"></div>\n" }
        return "<div class=\"mfs-status-bar\" aria-hidden=\"true\"><span>9:41</span>"
            + "<span class=\"mfs-status-icons\"><i></i><i></i><i></i></span></div>\n"
    }

    /// The home indicator under the canvas.
    var homeIndicator: String { "<div class=\"mfs-home-indicator\" aria-hidden=\"true\"></div>\n" }
}
