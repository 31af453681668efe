import UIKit

extension UIView {
    /// Set once a style function has styled this view, so reuse skips it. An extension cannot
    /// add storage, so it lives in the layer's key-value storage (the original needed
    /// associated objects for its category).
    var isStylized: Bool {
        get { layer.value(forKey: "isStylized") as? Bool ?? false }
        set { layer.setValue(newValue, forKey: "isStylized") }
    }
}
