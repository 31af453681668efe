extension NSAttributedString {
    /// `NSAttributedString.Key`: the name of a text attribute.
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A `UIFont`; without one, the system font of 12 pt.
        public static let font = Key("NSFont")
        /// An `NSParagraphStyle`: the line height limits.
        public static let paragraphStyle = Key("NSParagraphStyle")
        /// A `UIColor`; it changes no size.
        public static let foregroundColor = Key("NSColor")
    }
}
