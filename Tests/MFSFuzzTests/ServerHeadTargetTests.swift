import Testing
@testable import MFSFuzz

/// The request heads the server-head target makes, and the invariants it
/// holds the development server's answers to.
@Suite struct ServerHeadTargetTests {
    private func head(_ text: String) -> String {
        String(decoding: MFSFuzz.requestHead(Array(text.utf8)), as: UTF8.self)
    }

    @Test func aHeadRunsFromItsFirstLineToItsFirstEmptyLine() {
        #expect(head("\r\n\nGET / HTTP/1.1\r\nHost: x\r\n\r\nbody\r\n\r\n") == "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(head("GET /ru/ HTTP/1.1\r\nHost: x") == "GET /ru/ HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(head("\u{0}\r\n") == "\u{0}\r\n\r\n")
        #expect(head("GET / HTTP/1.1\r\nHost: x\n\r") == "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(head("\r\n\n\r") == "")
        #expect(head("") == "")
    }

    private func problem(_ response: String, answerRequired: Bool = true) -> String? {
        MFSFuzz.problem(in: Array(response.utf8), answerRequired: answerRequired)
    }

    @Test func anAnswerIsAnHTTP11StatusLine() {
        #expect(problem("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n") == nil)
        #expect(problem("HTTP/1.1 400 Bad Request\r\n\r\n") == nil)
        #expect(problem("HTTP/1.0 200 OK\r\n\r\n") == "not an HTTP/1.1 answer:\nHTTP/1.0 200 OK\r\n\r\n")
        #expect(problem("HTTP/1.1 20 OK\r\n\r\n") == "not an HTTP/1.1 answer:\nHTTP/1.1 20 OK\r\n\r\n")
    }

    @Test func onlyAWholeHeadMustBeAnswered() {
        #expect(problem("") == "no answer to a whole request head")
        #expect(problem("", answerRequired: false) == nil)
    }

    @Test func theFileOutsideTheSiteIsNeverServed() {
        let response = "HTTP/1.1 200 OK\r\n\r\n\(MFSFuzz.secret)"
        #expect(problem(response, answerRequired: false) == "served the file outside the site:\n\(response)")
    }

    @Test func redirectsGoOnlyToAPath() {
        #expect(problem("HTTP/1.1 301 Moved Permanently\r\nLocation: /ru/\r\n\r\n") == nil)
        #expect(problem("HTTP/1.1 301 Moved Permanently\r\nlocation: //evil/\r\n\r\n") == "a redirect to another host: location: //evil/")
        #expect(problem("HTTP/1.1 301 Moved Permanently\r\nLocation: /\\evil/\r\n\r\n") == "a redirect to another host: Location: /\\evil/")
        #expect(problem("HTTP/1.1 301 Moved Permanently\r\nLocation: http://evil/\r\n\r\n") == "a redirect to another host: Location: http://evil/")
    }
}
