/// `NSAttributedString`: a string with one set of attributes for all of it
/// (the only kind the screens make), measured with `boundingRect`.
open class NSAttributedString {
    public let string: String
    let attributes: [NSAttributedString.Key: Any]

    public init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        self.string = string
        self.attributes = attributes ?? [:]
    }

    public var length: Int { string.utf16.count }

    /// The size the string takes: see `NSString.boundingRect(with:options:attributes:context:)`.
    open func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                           context: NSStringDrawingContext?) -> CGRect {
        TextBounds.rect(of: string, size: size, options: options, attributes: attributes)
    }
}
