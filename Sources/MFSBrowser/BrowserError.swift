/// Why the browser could not be found or could not load a page.
public enum BrowserError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `chromium` on the search path (the folders that were searched).
    case chromiumMissing(searchPath: [String])
    /// Chromium exited with `status`, timed out, or wrote no output; `log`
    /// is the end of what it printed on standard error.
    case failed(arguments: [String], status: Int32, log: String)

    public var description: String {
        switch self {
        case let .chromiumMissing(searchPath):
            "chromium not found on PATH (\(searchPath.joined(separator: ":"))); "
                + "install the Debian package 'chromium' (make deps does)"
        case let .failed(arguments, status, log):
            "chromium \(arguments.joined(separator: " ")) failed (status \(status)): \(log)"
        }
    }
}
