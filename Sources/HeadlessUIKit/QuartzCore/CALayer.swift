/// `CALayer`: what the screens set on a view's layer (corners, border, clipping)
/// and its sublayers. Draws nothing; the snapshot reads it.
open class CALayer {
    public var frame: CGRect = .zero
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var backgroundColor: CGColor?
    public var masksToBounds = false
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?
    /// Values stored under arbitrary keys (`setValue(_:forKey:)`), as CALayer's key-value coding allows.
    private var values: [String: Any] = [:]

    public required init() {}

    /// `[CALayer layer]`.
    public class func layer() -> Self { Self() }

    /// Inserts `layer` at `index` among the sublayers (0 is the bottom), removing it from its superlayer.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    /// The value stored under `key`, `nil` when none is. On iOS a layer accepts any key.
    public func value(forKey key: String) -> Any? { values[key] }

    public func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }
}
