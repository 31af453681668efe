import UIKit

/// The colours the demo app's cells share.
enum CellPalette {
    static let text = UIColor(red: 30 / 255, green: 30 / 255, blue: 36 / 255, alpha: 1)
    /// 5.6:1 on white, 4.8:1 on the incoming bubble (WCAG AA); a colour changes no frame.
    static let secondaryText = UIColor(red: 99 / 255, green: 103 / 255, blue: 114 / 255, alpha: 1)
    static let accent = UIColor(red: 88 / 255, green: 64 / 255, blue: 160 / 255, alpha: 1)
    static let placeholder = UIColor(red: 214 / 255, green: 208 / 255, blue: 232 / 255, alpha: 1)
    static let incomingBubble = UIColor(red: 236 / 255, green: 236 / 255, blue: 242 / 255, alpha: 1)
    static let outgoingBubble = UIColor(red: 222 / 255, green: 214 / 255, blue: 250 / 255, alpha: 1)
    static let separator = UIColor(red: 228 / 255, green: 228 / 255, blue: 234 / 255, alpha: 1)
}
