/// A remark on the site's input that does not stop the build, printed as `PATH: warning: MESSAGE`.
public struct BuildWarning: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): warning: \(message)" }
}
