import UIKit

extension FrameCache where Value == CGRect {
    // region: rect
    /// A frame function's cached rect: `.zero` in a parent with no width, else
    /// the rect stored for `parentSize.width`, computed once.
    public func rect(_ name: String, parentSize: CGSize, orCompute compute: () -> CGRect) -> CGRect {
        guard parentSize.width > 0 else { return .zero }
        return value(name, width: parentSize.width, orCompute: compute)
    }
    // endregion
}
