import Foundation
import HTTPTypes
import MFSSite
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
        etag = "\"" + String(FNV1a.hash(body), radix: 16) + "\""
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

    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
