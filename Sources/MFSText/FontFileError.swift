/// Why a font file cannot be used.
public enum FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case missing(String)
    /// FreeType or HarfBuzz could not read the file.
    case unreadable(String)

    public var description: String {
        switch self {
        case let .missing(path):
            "font file \(path) not found; install the Debian package \(InterFontFiles.package) (make deps does)"
        case let .unreadable(path):
            "font file \(path) cannot be read as an OpenType font; reinstall the Debian package \(InterFontFiles.package)"
        }
    }
}
