/// One view of a computed screen, frozen: what the site draws and the CLI prints.
public struct ViewSnapshot: Hashable, Sendable {
    public var name: String
    public var kind: ViewKind
    /// The frame relative to the canvas (or to the cell that holds the view).
    public var frame: Rect
    public var isHidden: Bool
    public var cache: FrameSource
    public var text: String?
    /// Lines the engine laid the text out in at this frame's width; `nil` without text.
    public var lines: Int?
    public var backgroundColor: Color?
    public var gradient: Gradient?
    public var cornerRadius: Double
    public var clipsToBounds: Bool
    public var borderWidth: Double
    public var borderColor: Color?
    public var font: Font?
    public var lineHeight: Double?
    public var numberOfLines: Int
    public var textColor: Color?
    public var textAlignment: TextAlignment
    public var imageName: String?
    /// How the image fills the view (an image view's `contentMode`).
    public var contentMode: ContentMode
    public var accessibilityLabel: String?
    /// Nesting depth below the screen's root (0 for the root's subviews).
    public var depth: Int

    public init(name: String, kind: ViewKind, frame: Rect, isHidden: Bool, cache: FrameSource, text: String?,
                lines: Int?, backgroundColor: Color?, gradient: Gradient?, cornerRadius: Double, clipsToBounds: Bool,
                borderWidth: Double, borderColor: Color?, font: Font?, lineHeight: Double?, numberOfLines: Int,
                textColor: Color?, textAlignment: TextAlignment, imageName: String?, contentMode: ContentMode = .scaleToFill,
                accessibilityLabel: String?, depth: Int) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.isHidden = isHidden
        self.cache = cache
        self.text = text
        self.lines = lines
        self.backgroundColor = backgroundColor
        self.gradient = gradient
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.font = font
        self.lineHeight = lineHeight
        self.numberOfLines = numberOfLines
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.imageName = imageName
        self.contentMode = contentMode
        self.accessibilityLabel = accessibilityLabel
        self.depth = depth
    }
}
