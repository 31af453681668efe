import HTTPTypes
import NIOCore

/// What the server sends for one request, decided from the request head alone
/// before anything is written. Immutable.
struct Answer: Sendable {
    enum Body: Sendable {
        /// Sent as they are (none for HEAD, 304 and redirects; `Content-Length` says how many for GET).
        case bytes(ByteBuffer)
        /// The build event stream, for as long as the page listens.
        case events
    }

    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: Body

    /// With `closesConnection`, the answer says `Connection: close` and is the last one on its
    /// connection (`ConnectionPersistence` ends it): for requests that may carry a body or be
    /// followed by ones the server will not answer.
    init(_ status: HTTPResponse.Status, headers: HTTPFields, body: Body = .bytes(ByteBuffer()), closesConnection: Bool = false) {
        self.status = status
        var headers = headers
        if closesConnection { headers[.connection] = "close" }
        self.headers = headers
        self.body = body
    }
}
