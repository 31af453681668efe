import MFS

extension UIView {
    /// `UIView.ContentMode`: how an image fills its view; the site draws it with the matching CSS.
    public typealias ContentMode = MFS.ContentMode
}
