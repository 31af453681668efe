/// One thing wrong with a built page, located by page, screen, size and view.
public struct SiteProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The page's path relative to the site folder, e.g. `ru/index.html`.
    public var page: String
    /// The screen's `data-screen`, when the problem is inside a screen figure.
    public var screen: String?
    /// `WIDTHxHEIGHT` of the figure.
    public var size: String?
    /// The view's `data-name`; inside a cell, `cellClass[row].name`.
    public var view: String?
    public var message: String

    public init(page: String, screen: String? = nil, size: String? = nil, view: String? = nil, message: String) {
        self.page = page
        self.screen = screen
        self.size = size
        self.view = view
        self.message = message
    }

    /// `PAGE: SCREEN SIZE VIEW: MESSAGE`, leaving out what is not known.
    public var description: String {
        let location = [screen, size, view].compactMap { $0 }.joined(separator: " ")
        return location.isEmpty ? "\(page): \(message)" : "\(page): \(location): \(message)"
    }
}
