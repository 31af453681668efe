import UIKit

// region: protocol
/// A view class that `ViewController` can create with `init()`. On iOS the
/// generic base calls `MainView()` on any `UIView` subclass, which Swift allows
/// for UIKit's Objective-C classes only; here the main view states it (a final
/// class inherits `UIView.init()`).
public protocol ConstructibleView: UIView {
    init()
}
// endregion
