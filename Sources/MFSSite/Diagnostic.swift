/// An error in the site's input, reported as `PATH:LINE:COL: error: MESSAGE`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based line and column; 0 when the error concerns the whole file.
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int = 0, column: Int = 0, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
    }
}
