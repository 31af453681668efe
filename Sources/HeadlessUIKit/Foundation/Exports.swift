// UIKit re-exports Foundation, so an app's `import UIKit` sees `NSLock`. This
// module has its own `NSString` and its own `CGFloat` (Foundation on Linux has
// one of its own), so it re-exports only the Foundation classes the app uses.
@_exported import class Foundation.NSLock
