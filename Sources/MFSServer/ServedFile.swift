import Foundation
import HTTPTypes
import NIOCore

/// One file as the server sends it: the bytes (with the reload script when it is
/// a page), its type and validators, and the response headers made from them
/// once, so a request costs no header building. Immutable.
struct ServedFile: Sendable {
    let body: ByteBuffer
    let contentType: String
    /// A strong entity tag over `body`, quoted.
    let etag: String
    /// The file's modification time as an HTTP date.
    let lastModified: String
    /// Type, length, validators and `Cache-Control: no-cache` (browsers revalidate every time).
    let headers: HTTPFields

    init(body: Data, contentType: String, modified: Date) {
        self.body = ByteBuffer(bytes: body)
        self.contentType = contentType
        etag = "\"" + String(Self.fnv1a(body), radix: 16) + "\""
        lastModified = Self.httpDate(modified)
        headers = [.contentType: contentType, .contentLength: String(body.count), .cacheControl: "no-cache",
                   .eTag: etag, .lastModified: lastModified]
    }

    /// Whether the request's validators match, so a 304 answers it:
    /// `If-None-Match` decides when present, else an exact `If-Modified-Since`.
    func isNotModified(ifNoneMatch: String?, ifModifiedSince: String?) -> Bool {
        if let ifNoneMatch {
            return ifNoneMatch.split(separator: ",").contains { tag in
                let tag = tag.trimmingCharacters(in: .whitespaces)
                return tag == "*" || tag == etag || tag == "W/" + etag
            }
        }
        return ifModifiedSince == lastModified
    }

    /// 64-bit FNV-1a: a fast, stable hash; enough to tell two builds of a file apart.
    private static func fnv1a(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
