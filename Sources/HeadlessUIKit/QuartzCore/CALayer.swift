/// `CALayer`: what the screens set on a view's layer (corners, border, clipping)
/// and its sublayers. Draws nothing; the snapshot reads it.
open class CALayer {
    public var frame: CGRect = .zero
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var backgroundColor: CGColor?
    public var masksToBounds = false
    /// Setting it makes this layer the superlayer of the new sublayers and of no others.
    public var sublayers: [CALayer]? {
        didSet {
            for layer in oldValue ?? [] where layer.superlayer === self { layer.superlayer = nil }
            for layer in sublayers ?? [] { layer.superlayer = self }
        }
    }
    public private(set) weak var superlayer: CALayer?
    /// Values stored under arbitrary keys (`setValue(_:forKey:)`), as CALayer's key-value coding allows.
    private var values: [String: Any] = [:]

    public init() {}

    /// Inserts `layer` at `index` among the sublayers (0 is the bottom), removing it from its superlayer.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
    }

    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        let rest = parent.sublayers?.filter { $0 !== self } ?? []
        parent.sublayers = rest.isEmpty ? nil : rest
    }

    /// The value stored under `key`, `nil` when none is. On iOS a layer accepts any key.
    public func value(forKey key: String) -> Any? { values[key] }

    public func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }
}
