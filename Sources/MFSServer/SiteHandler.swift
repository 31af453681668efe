import FlyingFox
import Foundation

/// Answers every request the development server gets: build events on
/// `ReloadScript.eventsPath`, files of the built site, its 404 page.
///
/// GET and HEAD only (405 otherwise); a malformed path is a 400; anything that
/// is not a file inside the site is a 404. Files carry an `ETag` and a
/// `Last-Modified` and answer matching conditional requests with 304.
/// Thread safety: a value of immutable, thread-safe parts; handles requests concurrently.
struct SiteHandler: HTTPHandler {
    let files: SiteFiles
    let channel: ReloadChannel

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            var response = text(.methodNotAllowed, "405 Method Not Allowed: only GET and HEAD are served\n", for: request)
            response.headers[HTTPHeader("Allow")] = "GET, HEAD"
            return response
        }
        let path = request.target.path()
        if path == ReloadScript.eventsPath { return events(for: request) }
        switch RequestPath(raw: path) {
        case .malformed(let reason):
            return text(.badRequest, "400 Bad Request: \(reason)\n", for: request)
        case .refused:
            return notFound(request)
        case .inside(let segments, let isDirectory):
            switch files.lookup(segments, isDirectory: isDirectory) {
            case .file(let file): return send(file, status: .ok, for: request)
            case .missing: return notFound(request)
            case .directory:
                let query = request.target.query()
                let headers: HTTPHeaders = [.location: path + "/" + (query.isEmpty ? "" : "?" + query), .contentLength: "0"]
                return HTTPResponse(statusCode: .movedPermanently, headers: headers)
            }
        }
    }

    private func send(_ file: ServedFile, status: HTTPStatusCode, for request: HTTPRequest) -> HTTPResponse {
        if status == .ok,
           file.isNotModified(ifNoneMatch: request.headers[.ifNoneMatch], ifModifiedSince: request.headers[.ifModifiedSince]) {
            return HTTPResponse(statusCode: .notModified, headers: file.headers)
        }
        guard request.method == .GET else { return HTTPResponse(statusCode: status, headers: file.headers) }
        // One buffer for the whole body: one write instead of one per 4 KiB.
        return HTTPResponse(statusCode: status, headers: file.headers,
                            body: HTTPBodySequence(data: file.body, suggestedBufferSize: Swift.max(1, file.body.count)))
    }

    private func notFound(_ request: HTTPRequest) -> HTTPResponse {
        guard let page = files.notFoundPage() else { return text(.notFound, "404 Not Found\n", for: request) }
        return send(page, status: .notFound, for: request)
    }

    private func text(_ status: HTTPStatusCode, _ message: String, for request: HTTPRequest) -> HTTPResponse {
        let body = Data(message.utf8)
        guard request.method == .GET else {
            return HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8", .contentLength: String(body.count)])
        }
        return HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: body)
    }

    private func events(for request: HTTPRequest) -> HTTPResponse {
        let headers: HTTPHeaders = [.contentType: "text/event-stream", .cacheControl: "no-cache"]
        guard request.method == .GET else { return HTTPResponse(statusCode: .ok, headers: headers) }
        return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventStreamBody(events: channel.subscribe())))
    }
}
