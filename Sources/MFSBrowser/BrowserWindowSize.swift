/// A browser window's size in CSS pixels.
public struct BrowserWindowSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
