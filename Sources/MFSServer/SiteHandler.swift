import HTTPTypes
import NIOCore

/// Decides the answer to every request the development server gets: build
/// events on `ReloadScript.eventsPath`, files of the built site, its 404 page.
///
/// GET and HEAD only: any other method is a complete 405 with `Allow: GET, HEAD`
/// that closes the connection; a malformed path is a 400; anything that is not
/// a file inside the site is a 404. Files carry an `ETag` and a `Last-Modified`
/// and answer matching conditional requests with 304. A folder asked for
/// without its `/` is redirected to a path that starts with exactly one `/`, so
/// the `Location` can never be read as another host (`//ru` goes to `/ru/`).
/// Thread safety: a value of immutable, thread-safe parts; answers requests concurrently.
struct SiteHandler: Sendable {
    let files: ServedFiles
    let channel: ReloadChannel

    /// The answer to `method` on the raw request `target` (path and query, as sent),
    /// given the request's validators. Reads files, never writes.
    func answer(method: HTTPRequest.Method, target: String, ifNoneMatch: String?, ifModifiedSince: String?) -> Answer {
        let isHead = method == .head
        guard method == .get || isHead else {
            let refusal = text(.methodNotAllowed, "405 Method Not Allowed: only GET and HEAD are served\n", head: false)
            var headers = refusal.headers
            headers[.allow] = "GET, HEAD"
            headers[.connection] = "close"
            return Answer(.methodNotAllowed, headers: headers, body: refusal.body, closesConnection: true)
        }
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

    private func send(_ file: ServedFile, status: HTTPResponse.Status, head: Bool) -> Answer {
        Answer(status, headers: file.headers, body: .bytes(head ? ByteBuffer() : file.body))
    }

    private func notFound(head: Bool) -> Answer {
        guard let page = files.notFoundPage() else { return text(.notFound, "404 Not Found\n", head: head) }
        return send(page, status: .notFound, head: head)
    }

    private func text(_ status: HTTPResponse.Status, _ message: String, head: Bool) -> Answer {
        let body = ByteBuffer(string: message)
        return Answer(status, headers: [.contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes)],
                      body: .bytes(head ? ByteBuffer() : body))
    }
}
