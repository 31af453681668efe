/// A located problem in an app file: `PATH:LINE:COL: error: MESSAGE`.
public struct InstrumentError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
