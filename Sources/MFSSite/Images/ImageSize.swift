/// The intrinsic size of an image file in CSS pixels, read from its header:
/// what a page's `<img>` carries as `width` and `height`, so that the browser
/// keeps the image's room before it loads. Reads PNG, JPEG, GIF, WebP and SVG
/// (`ImageSize+Formats.swift`, `ImageSize+SVG.swift`); the format is told by
/// the file's first bytes, never by its name.
public struct ImageSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    /// Why a file's size cannot be read, as a clause ("its PNG header is cut short").
    struct Unreadable: Error, Equatable {
        var reason: String
    }

    /// The size of the image `bytes`; throws when the format is none of
    /// those read, or its header is cut short, malformed, or says 0.
    init(of bytes: [UInt8]) throws(Unreadable) {
        let size: ImageSize
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { size = try Self.png(bytes) }
        else if bytes.starts(with: [0xFF, 0xD8]) { size = try Self.jpeg(bytes) }
        else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { size = try Self.gif(bytes) }
        else if bytes.starts(with: Array("RIFF".utf8)) && bytes.dropFirst(8).starts(with: Array("WEBP".utf8)) { size = try Self.webP(bytes) }
        else if let svg = try Self.svg(bytes) { size = svg }
        else { throw Unreadable(reason: "it is none of the image formats whose size mfs reads (PNG, JPEG, GIF, WebP, SVG)") }
        guard size.width > 0, size.height > 0 else {
            throw Unreadable(reason: "its header gives the size \(size.width)x\(size.height)")
        }
        self = size
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
