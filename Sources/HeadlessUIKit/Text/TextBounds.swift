/// What `NSString` and `NSAttributedString` measure with: the attributes read
/// as UIKit reads them, the layout from MFSText (`UILabel.size(of:)`).
enum TextBounds {
    /// The font text has without a `.font` attribute, as in UIKit.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    static func rect(of text: String, size: CGSize, options: NSStringDrawingOptions,
                     attributes: [NSAttributedString.Key: Any]) -> CGRect {
        let font = attributes[.font] as? UIFont ?? defaultFont
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle ?? .default
        let lineHeight = paragraph.lineHeight(for: font)
        guard options.contains(.usesLineFragmentOrigin) else {
            return CGRect(origin: .zero, size: UILabel.size(of: text, font: font, lineHeight: lineHeight,
                                                            width: .greatestFiniteMagnitude, numberOfLines: 1))
        }
        let isLimited = size.height > 0 && size.height < .greatestFiniteMagnitude
        let lines = isLimited && lineHeight > 0 ? max(1, Int(size.height / lineHeight)) : 0
        return CGRect(origin: .zero, size: UILabel.size(of: text, font: font, lineHeight: lineHeight,
                                                        width: size.width, numberOfLines: lines))
    }
}
