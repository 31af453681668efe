/// `NSMutableParagraphStyle`: a paragraph style whose limits can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var minimumLineHeight: CGFloat {
        get { minimum }
        set { minimum = newValue }
    }

    open override var maximumLineHeight: CGFloat {
        get { maximum }
        set { maximum = newValue }
    }
}
