extension UIView {
    /// `UIView.ContentMode`: how an image fills its view. The site draws every image as a placeholder.
    public enum ContentMode: Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center
    }
}
