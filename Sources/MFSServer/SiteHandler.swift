import HTTPTypes
import NIOCore

/// Decides the answer to every request the development server gets: build
/// events on `ReloadScript.eventsPath`, files of the built site, its 404 page.
///
/// A request whose `Host` does not name this server (`AllowedHosts`: the
/// defence against DNS rebinding) is a 421. GET and HEAD only: any other method
/// is a complete 405 with `Allow: GET, HEAD`; a GET or HEAD with a body is a 413;
/// these three close the connection. A malformed path is a 400; anything that is not
/// a file inside the site is a 404. Files carry an `ETag` and a `Last-Modified`
/// and answer matching conditional requests with 304. A folder asked for
/// without its `/` is redirected to a path that starts with exactly one `/`, so
/// the `Location` can never be read as another host (`//ru` goes to `/ru/`).
/// Thread safety: a value of immutable, thread-safe parts; answers requests concurrently.
struct SiteHandler: Sendable {
    let files: ServedFiles
    let channel: ReloadChannel
    let hosts: AllowedHosts

    /// The answer to the request `head` (its path and query as sent, its `Host`, method
    /// and validators). Reads files, never writes.
    func answer(to head: HTTPRequest) -> Answer {
        let method = head.method
        let isHead = method == .head
        // SwiftNIO's HTTP types keep the first `Host` as the authority, any other as a field.
        let hostValues = (head.authority.map { [$0] } ?? []) + head.headerFields[values: Self.host]
        guard hostValues.allSatisfy(hosts.allows) else {
            return text(.misdirectedRequest, "421 Misdirected Request: this server answers only to localhost or an IP address "
                + "with port \(hosts.port) in the Host header\n", head: isHead, closesConnection: true)
        }
        guard method == .get || isHead else {
            return text(.methodNotAllowed, "405 Method Not Allowed: only GET and HEAD are served\n", head: false,
                        closesConnection: true, adding: [.allow: "GET, HEAD"])
        }
        if Self.hasBody(head.headerFields) {
            return text(.contentTooLarge, "413 Content Too Large: a GET or HEAD request must not have a body\n",
                        head: isHead, closesConnection: true)
        }
        let target = head.path ?? ""
        let ifNoneMatch = head.headerFields[.ifNoneMatch], ifModifiedSince = head.headerFields[.ifModifiedSince]
        let query = target.firstIndex(of: "?")
        let path = String(target[..<(query ?? target.endIndex)])
        if path == ReloadScript.eventsPath {
            return Answer(.ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: isHead ? .bytes(ByteBuffer()) : .events)
        }
        switch RequestPath(raw: path) {
        case .malformed(let reason):
            return text(.badRequest, "400 Bad Request: \(reason)\n", head: isHead)
        case .refused:
            return notFound(head: isHead)
        case .inside(let segments, let isDirectory):
            switch files.lookup(segments, isDirectory: isDirectory) {
            case .file(let file):
                if file.isNotModified(ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince) {
                    return Answer(.notModified, headers: file.headers)
                }
                return send(file, status: .ok, head: isHead)
            case .missing:
                return notFound(head: isHead)
            case .directory:
                let location = "/" + path.drop { $0 == "/" } + "/" + (query.map { String(target[$0...]) } ?? "")
                return Answer(.movedPermanently, headers: [.location: location, .contentLength: "0"])
            }
        }
    }

    /// The answer to an event stream request the server has no room for: try again later.
    func busy() -> Answer {
        text(.serviceUnavailable, "503 Service Unavailable: too many pages listen for builds; try again later\n", head: false,
             closesConnection: true, adding: [.retryAfter: String(ReloadScript.retryDelay / 1000)])
    }

    /// Whether a request with these header fields has a body (any `Transfer-Encoding`, a
    /// `Content-Length` other than 0; SwiftNIO's parser refused malformed ones).
    private static func hasBody(_ fields: HTTPFields) -> Bool {
        fields[.transferEncoding] != nil || fields[.contentLength].map { Int($0) != 0 } ?? false
    }

    private static let host = HTTPField.Name("Host")!

    private func send(_ file: ServedFile, status: HTTPResponse.Status, head: Bool) -> Answer {
        Answer(status, headers: file.headers, body: .bytes(head ? ByteBuffer() : file.body))
    }

    private func notFound(head: Bool) -> Answer {
        guard let page = files.notFoundPage() else { return text(.notFound, "404 Not Found\n", head: head) }
        return send(page, status: .notFound, head: head)
    }

    /// `message` as plain text, with `extra` header fields.
    private func text(_ status: HTTPResponse.Status, _ message: String, head: Bool, closesConnection: Bool = false,
                      adding extra: HTTPFields = [:]) -> Answer {
        let body = ByteBuffer(string: message)
        let headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes)]
        return Answer(status, headers: headers + extra, body: .bytes(head ? ByteBuffer() : body), closesConnection: closesConnection)
    }
}
