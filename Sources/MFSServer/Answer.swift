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
    /// The connection ends after this answer, its request body unread (requests that may carry one).
    let closesConnection: Bool

    init(_ status: HTTPResponse.Status, headers: HTTPFields, body: Body = .bytes(ByteBuffer()), closesConnection: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.closesConnection = closesConnection
    }
}
