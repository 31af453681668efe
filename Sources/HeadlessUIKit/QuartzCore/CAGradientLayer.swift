/// `CAGradientLayer`: a linear gradient between `colors`, from `startPoint` to
/// `endPoint` in unit coordinates of the layer. The site draws the first two colours.
open class CAGradientLayer: CALayer {
    /// The `CGColor`s, as on iOS an `[Any]?`.
    public var colors: [Any]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
}
