import Foundation

/// An HTTP/1.1 response as it came over the wire.
struct RawResponse {
    struct Malformed: Error { let text: String }

    let status: Int
    /// Header names lowercased.
    let headers: [String: String]
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    init(_ bytes: [UInt8]) throws {
        let data = Data(bytes)
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw Malformed(text: String(decoding: bytes, as: UTF8.self))
        }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines[0].split(separator: " ")
        guard statusWords.count >= 2, statusWords[0] == "HTTP/1.1", let status = Int(statusWords[1]) else {
            throw Malformed(text: lines[0])
        }
        self.status = status
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Malformed(text: line) }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        body = data[end.upperBound...]
    }
}
