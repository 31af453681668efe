/// The schemes a page's links and sources may use, and the scheme of a URL
/// as browsers' URL parser reads it (WHATWG URL: leading and trailing C0
/// controls and spaces dropped, tabs and line breaks removed anywhere, then
/// an ASCII letter and letters, digits, `+`, `-` or `.` before a `:`).
enum URLScheme {
    /// http, https, mailto and tel; a URL without a scheme (relative, `#id`,
    /// `//host/path`) is always allowed.
    static let allowed: Set<String> = ["http", "https", "mailto", "tel"]
    /// The end of a diagnostic about a URL with another scheme.
    static let allowedDescription = "links and sources may be http, https, mailto, tel or relative URLs"

    /// The scheme of `url`, lowercased, or `nil` when it has none.
    static func of(_ url: some Sequence<Unicode.Scalar>) -> String? {
        var scheme = ""
        for scalar in url {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: continue
            case 0...0x20 where scheme.isEmpty: continue
            case 0x41...0x5A, 0x61...0x7A: scheme.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value | 0x20)))
            case 0x30...0x39, 0x2B, 0x2D, 0x2E:
                guard !scheme.isEmpty else { return nil }
                scheme.unicodeScalars.append(scalar)
            case 0x3A: return scheme.isEmpty ? nil : scheme
            default: return nil
            }
        }
        return nil
    }

    /// The scheme of `url` when it is not `allowed`, or `nil`.
    static func refused(_ url: some Sequence<Unicode.Scalar>) -> String? {
        of(url).flatMap { allowed.contains($0) ? nil : $0 }
    }
}
