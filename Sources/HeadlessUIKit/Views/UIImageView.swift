/// `UIImageView`: shows `image`.
open class UIImageView: UIView {
    public var image: UIImage?

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
