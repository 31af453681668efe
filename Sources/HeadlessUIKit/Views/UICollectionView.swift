/// `UICollectionView`, as far as a photo strip needs one: `backgroundView`
/// and `reloadData`. It lays out no items: the engine draws it as its
/// background image.
open class UICollectionView: UIView {
    public var backgroundView: UIView?
    /// How many times `reloadData` ran (the original reloaded twice per resize, A.6.7).
    package private(set) var reloadCount = 0

    public func reloadData() {
        reloadCount += 1
    }
}
