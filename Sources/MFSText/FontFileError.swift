/// Why a font file cannot be used.
public enum FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case missing(String)
    /// FreeType or HarfBuzz could not read the file.
    case unreadable(String)

    public var description: String {
        switch self {
        case let .missing(path):
            "font file \(path) not found; it is one of MFSText's resources: rebuild mfs (make site)"
        case let .unreadable(path):
            "font file \(path) cannot be read as an OpenType or WOFF2 font; rebuild mfs (make site)"
        }
    }
}
