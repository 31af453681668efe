/// `NSString`, for its drawing extension: `NSString(string:)` wraps a Swift
/// string, as on iOS (where `text as NSString` also bridges; here it does not).
open class NSString {
    let string: String

    public init(string aString: String) {
        string = aString
    }

    public var length: Int { string.utf16.count }

    /// UIKit's string measurement, safe on any thread (UIKit documents it so
    /// since iOS 6): the rectangle the string takes with `attributes`
    /// (`.font`, `.paragraphStyle`). With `.usesLineFragmentOrigin` it wraps in
    /// `size.width` and keeps the whole lines that fit in `size.height`; without
    /// it, it is one line. The origin is zero; the size is the widest line's
    /// width and the lines' height, not rounded (round up to place a view).
    /// MFSText lays the text out exactly as the site's browser draws it.
    open func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                           attributes: [NSAttributedString.Key: Any]? = nil,
                           context: NSStringDrawingContext?) -> CGRect {
        TextBounds.rect(of: string, size: size, options: options, attributes: attributes ?? [:])
    }
}
