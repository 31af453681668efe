/// `NSStringDrawingContext`: accepted by `boundingRect(with:options:attributes:context:)`;
/// text is never scaled down here, so `actualScaleFactor` stays 1.
open class NSStringDrawingContext {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1

    public init() {}
}
