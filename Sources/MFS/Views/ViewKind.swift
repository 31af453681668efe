/// What a headless view stands for on iOS; decides its HTML semantics.
public enum ViewKind: String, Hashable, Sendable, Codable {
    /// `UIView`: a plain container or decoration.
    case view
    /// `UILabel`: shows measured text.
    case label
    /// `UIButton`: shows a measured title.
    case button
    /// `UIImageView`: shows the image named by `imageName`.
    case image
}
