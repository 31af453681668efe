/// A request target's path, checked and percent-decoded: the only way a
/// request names a file. Pure.
///
/// It never leaves the served folder by its text: `.` and `..` segments,
/// hidden names, backslashes and NUL bytes (raw or percent-encoded) are refused;
/// a leading `//` or an encoded `/` only adds empty segments, which are dropped.
/// Symbolic links are checked where the path is resolved (`ServedFiles`).
enum RequestPath: Equatable, Sendable {
    /// A path inside the served folder: `segments` are decoded names; `isDirectory`
    /// when it ends in `/` (or is the root).
    case inside(segments: [String], isDirectory: Bool)
    /// Not a usable path: bad percent-encoding, too long, or not starting with `/` (400).
    case malformed(String)
    /// A path that tries to step outside or into hidden names (404, like a missing file).
    case refused

    /// The longest raw path accepted, in bytes.
    static let maximumLength = 2048

    init(raw: String) {
        guard raw.utf8.count <= Self.maximumLength else {
            self = .malformed("the path is longer than \(Self.maximumLength) bytes")
            return
        }
        guard raw.hasPrefix("/") else {
            self = .malformed("the path must start with /")
            return
        }
        guard let decoded = raw.removingPercentEncoding else {
            self = .malformed("bad percent-encoding in the path")
            return
        }
        let segments = decoded.split(separator: "/").map(String.init)
        if segments.contains(where: { $0.hasPrefix(".") || $0.contains("\\") || $0.contains("\0") }) {
            self = .refused
            return
        }
        self = .inside(segments: segments, isDirectory: segments.isEmpty || decoded.hasSuffix("/"))
    }
}
