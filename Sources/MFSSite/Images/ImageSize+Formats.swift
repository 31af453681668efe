/// The readers of the binary formats' headers. Multi-byte numbers are read
/// with `number`, which throws when the file ends before them.
extension ImageSize {
    /// PNG: the IHDR chunk, first after the signature, holds the width and height (big-endian).
    static func png(_ bytes: [UInt8]) throws(Unreadable) -> ImageSize {
        guard bytes.dropFirst(12).starts(with: Array("IHDR".utf8)) else { throw Unreadable(reason: "its PNG header has no IHDR chunk first") }
        return ImageSize(width: try number(bytes, at: 16, count: 4, bigEndian: true, "PNG"),
                         height: try number(bytes, at: 20, count: 4, bigEndian: true, "PNG"))
    }

    /// GIF: the logical screen's width and height (little-endian) follow the signature.
    static func gif(_ bytes: [UInt8]) throws(Unreadable) -> ImageSize {
        ImageSize(width: try number(bytes, at: 6, count: 2, bigEndian: false, "GIF"),
                  height: try number(bytes, at: 8, count: 2, bigEndian: false, "GIF"))
    }

    /// JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and
    /// DAC) holds the height then the width; the segments before it are skipped by their lengths.
    static func jpeg(_ bytes: [UInt8]) throws(Unreadable) -> ImageSize {
        var offset = 2
        while true {
            guard offset < bytes.count else { throw Unreadable(reason: "its JPEG header ends before a start-of-frame segment") }
            guard bytes[offset] == 0xFF else { throw Unreadable(reason: "its JPEG header has no segment marker at byte \(offset)") }
            let marker = try number(bytes, at: offset + 1, count: 1, bigEndian: true, "JPEG")
            if marker == 0xFF { offset += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                return ImageSize(width: try number(bytes, at: offset + 7, count: 2, bigEndian: true, "JPEG"),
                                 height: try number(bytes, at: offset + 5, count: 2, bigEndian: true, "JPEG"))
            }
            if marker == 0xD9 || marker == 0xDA { throw Unreadable(reason: "its JPEG header has no start-of-frame segment before the image data") }
            offset += 2 + (try number(bytes, at: offset + 2, count: 2, bigEndian: true, "JPEG"))
        }
    }

    /// WebP: the first chunk is lossy (`VP8 `), lossless (`VP8L`) or extended
    /// (`VP8X`), each with the size in its own bit layout.
    static func webP(_ bytes: [UInt8]) throws(Unreadable) -> ImageSize {
        let chunk = bytes.dropFirst(12).prefix(4)
        switch String(decoding: chunk, as: UTF8.self) {
        case "VP8 ":
            guard bytes.dropFirst(23).starts(with: [0x9D, 0x01, 0x2A]) else { throw Unreadable(reason: "its WebP VP8 frame has no start code") }
            return ImageSize(width: try number(bytes, at: 26, count: 2, bigEndian: false, "WebP") & 0x3FFF,
                             height: try number(bytes, at: 28, count: 2, bigEndian: false, "WebP") & 0x3FFF)
        case "VP8L":
            guard bytes.count > 20, bytes[20] == 0x2F else { throw Unreadable(reason: "its WebP VP8L chunk has no signature") }
            let bits = try number(bytes, at: 21, count: 4, bigEndian: false, "WebP")
            return ImageSize(width: bits & 0x3FFF + 1, height: (bits >> 14) & 0x3FFF + 1)
        case "VP8X":
            return ImageSize(width: try number(bytes, at: 24, count: 3, bigEndian: false, "WebP") + 1,
                             height: try number(bytes, at: 27, count: 3, bigEndian: false, "WebP") + 1)
        default:
            throw Unreadable(reason: "its WebP header starts with no VP8, VP8L or VP8X chunk")
        }
    }

    /// The unsigned number of `count` bytes at `offset`; throws when the
    /// `format`'s header is cut short before its end.
    private static func number(_ bytes: [UInt8], at offset: Int, count: Int, bigEndian: Bool, _ format: String) throws(Unreadable) -> Int {
        guard offset + count <= bytes.count else { throw Unreadable(reason: "its \(format) header is cut short") }
        let slice = bytes[offset..<offset + count]
        return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
    }
}
