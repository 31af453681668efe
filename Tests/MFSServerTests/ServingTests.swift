import Foundation
@testable import MFSSite
import Testing
@testable import MFSServer
import TestSupport

/// The server over a hand-written output folder (no build), with the `.mfs-manifest` a build would
/// write: types, pages, 404, 304, HEAD, refusals, files the manifest does not list.
@Suite struct ServingTests {
    static let generation = BuildStamp(run: 0xa1, count: 1)
    static let page = "<!DOCTYPE html>\n<html><body><p>ru</p>\n</body></html>\n"
    static let notFoundPage = "<!DOCTYPE html>\n<html><body><h1>Nothing here</h1>\n</BODY></html>\n"
    static let files: [String: String] = [
        "Public/index.html": "<!DOCTYPE html>\n<html><body>root</body></html>\n",
        "Public/ru/index.html": page,
        "Public/404.html": notFoundPage,
        "Public/assets/style.css": "body { color: black }\n",
        "Public/assets/app.js": "console.log(1)\n",
        "Public/assets/Inter.otf": "OTTO font bytes",
        "Public/assets/Inter.woff2": "wOF2 font bytes",
        "Public/img/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
        "Public/img/dot.png": "\u{89}PNG bytes",
        "Public/data.json": "{\"a\":1}\n",
        "Public/feed.xml": "<feed/>\n",
        "Public/robots.txt": "User-agent: *\n",
        "Public/empty/.keep": "",
        "Public/.hidden": "hidden\n",
        "secret.txt": "SECRET outside the site\n",
        "Public/secret.txt/.keep": "",
        "Public/unlisted.txt": "not written by a build\n",
        "Public/unlisted/index.html": "<!DOCTYPE html>\n<html><body>not written by a build</body></html>\n",
    ]

    /// The manifest lists every file of the fixture in `Public/` but the hidden one and the
    /// `unlisted` ones, the links leading out of the folder among them.
    static let manifest = OutputManifest(paths: files.keys.compactMap { path in
        path.hasPrefix("Public/") && !path.contains("unlisted") && path != "Public/.hidden" ? String(path.dropFirst(7)) : nil
    } + ["outside.txt", "up/secret.txt", "absolute.txt", "alias.css"]).contents

    /// Runs `body` against a server of the fixture folder on a free port.
    static func withServer(notFoundPage: Bool = true, idleTimeout: Duration = DevServer.defaultIdleTimeout,
                           connectionLimit: Int? = DevServer.defaultConnectionLimit,
                           _ body: (RawHTTP, TemporaryDirectory) async throws -> Void) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (path, contents) in files where notFoundPage || path != "Public/404.html" { try folder.write(path, contents) }
        try folder.write("Public/" + OutputManifest.name, manifest)
        try folder.link("Public/outside.txt", to: "../secret.txt")
        try folder.link("Public/up", to: "..")
        try folder.link("Public/absolute.txt", to: folder.path("secret.txt"))
        try folder.link("Public/alias.css", to: "assets/style.css")
        let server = DevServer(host: "127.0.0.1", port: 0, outputDirectory: folder.path("Public"), watching: [],
                               build: nil, report: { _ in }, generation: generation, idleTimeout: idleTimeout,
                               connectionLimit: connectionLimit)
        let port = try await server.start()
        do {
            try await body(RawHTTP(port: port), folder)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    static func served(_ html: String) -> String {
        let end = html.range(of: "</body>", options: [.backwards, .caseInsensitive])!.lowerBound
        return String(html[..<end]) + ReloadScript.script(generation: generation) + String(html[end...])
    }

    static let types: [(String, String, String)] = [
        ("/assets/style.css", "text/css; charset=utf-8", "Public/assets/style.css"),
        ("/assets/app.js", "text/javascript; charset=utf-8", "Public/assets/app.js"),
        ("/assets/Inter.otf", "font/otf", "Public/assets/Inter.otf"),
        ("/assets/Inter.woff2", "font/woff2", "Public/assets/Inter.woff2"),
        ("/img/logo.svg", "image/svg+xml", "Public/img/logo.svg"),
        ("/img/dot.png", "image/png", "Public/img/dot.png"),
        ("/data.json", "application/json", "Public/data.json"),
        ("/feed.xml", "application/xml", "Public/feed.xml"),
        ("/robots.txt", "text/plain; charset=utf-8", "Public/robots.txt"),
        ("/alias.css", "text/css; charset=utf-8", "Public/assets/style.css"),
    ]

    @Test(arguments: types)
    func filesComeWithTheirTypeAndExactBytes(target: String, type: String, file: String) async throws {
        try await Self.withServer { http, _ in
            let response = try await http.request(target)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == type)
            #expect(response.text == Self.files[file])
            #expect(response.headers["content-length"] == String(Self.files[file]!.utf8.count))
            #expect(response.headers["cache-control"] == "no-cache")
        }
    }

    @Test func aFolderServesItsIndexWithTheReloadScriptWhichTheFileNeverGets() async throws {
        try await Self.withServer { http, folder in
            for target in ["/ru/", "/ru/index.html", "/ru//"] {
                let response = try await http.request(target)
                #expect(response.status == 200)
                #expect(response.headers["content-type"] == "text/html; charset=utf-8")
                #expect(response.text == Self.served(Self.page))
            }
            #expect(try String(contentsOfFile: folder.path("Public/ru/index.html"), encoding: .utf8) == Self.page)
            let root = try await http.request("/")
            #expect(root.text == Self.served("<!DOCTYPE html>\n<html><body>root</body></html>\n"))
        }
    }

    /// The script listens again 5 s after the server refused its stream (a 503 with `Retry-After: 5`).
    @Test func theScriptListensForBuildEventsAndKnowsItsBuild() {
        let script = ReloadScript.script(generation: Self.generation)
        #expect(script.hasPrefix("<script data-mfs-reload>\n(() => {\n  const generation = \"a1-1\";\n  const listen = () => {\n"
            + "    const events = new EventSource(\"/.mfs/events\");\n"))
        #expect(script.hasSuffix("""
                // The browser reconnects a stream that broke, but not one the server refused: listen again later.
                events.addEventListener("error", () => {
                  if (events.readyState === EventSource.CLOSED) setTimeout(listen, 5000);
                });
              };
              listen();
            })();
            </script>

            """))
    }

    @Test func aFolderWithoutItsSlashIsRedirected() async throws {
        try await Self.withServer { http, _ in
            let response = try await http.request("/ru")
            #expect(response.status == 301)
            #expect(response.headers["location"] == "/ru/")
            #expect(try await http.request("/ru?lang=1").headers["location"] == "/ru/?lang=1")
        }
    }

    @Test(arguments: ["/missing.html", "/ru/missing/", "/empty/", "/empty", "/ru/index.html/", "/secret.txt/"])
    func whatIsNotAFileGetsTheSite404Page(target: String) async throws {
        try await Self.withServer { http, _ in
            let response = try await http.request(target)
            #expect(response.status == 404)
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
            #expect(response.text == Self.served(Self.notFoundPage))
        }
    }

    @Test func withoutA404PageTheAnswerIsPlainText() async throws {
        try await Self.withServer(notFoundPage: false) { http, _ in
            let response = try await http.request("/missing.html")
            #expect(response.status == 404)
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(response.text == "404 Not Found\n")
        }
    }

    @Test func headSendsTheHeadersOfGetWithoutTheBody() async throws {
        try await Self.withServer { http, _ in
            let get = try await http.request("/ru/")
            let head = try await http.request("/ru/", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers == get.headers)
            #expect(head.headers["content-length"] == String(get.body.count))
            let missing = try await http.request("/missing", method: "HEAD")
            #expect(missing.status == 404)
            #expect(missing.body.isEmpty)
        }
    }

    @Test func matchingValidatorsAnswer304() async throws {
        try await Self.withServer { http, _ in
            let first = try await http.request("/assets/style.css")
            let etag = try #require(first.headers["etag"])
            let modified = try #require(first.headers["last-modified"])
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 18)
            #expect(modified.hasSuffix(" GMT"))
            for validator in ["If-None-Match: \(etag)", "If-None-Match: \"x\", W/\(etag)", "If-None-Match: *",
                              "If-Modified-Since: \(modified)"] {
                let response = try await http.request("/assets/style.css", headers: [validator])
                #expect(response.status == 304, "\(validator)")
                #expect(response.body.isEmpty)
                #expect(response.headers["etag"] == etag)
            }
            for validator in ["If-None-Match: \"other\"", "If-None-Match: \"other\"\r\nIf-Modified-Since: \(modified)",
                              "If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT"] {
                let response = try await http.request("/assets/style.css", headers: [validator])
                #expect(response.status == 200, "\(validator)")
                #expect(response.text == Self.files["Public/assets/style.css"])
            }
        }
    }

    /// Every way out of the output folder: dot segments raw and encoded, backslashes,
    /// absolute paths, NUL, hidden names, symbolic links that lead outside.
    /// (A link that leads out and back in, like `/up/Public/ru/`, serves what is inside.)
    static let escapes = [
        "/../secret.txt", "/ru/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt",
        "/%2e%2e%2fsecret.txt", "/..%2Fsecret.txt", "/ru/%2e%2e/%2e%2e/secret.txt", "/..\\secret.txt",
        "/ru\\..\\..\\secret.txt", "/%5c..%5csecret.txt", "/..%5Csecret.txt", "//secret.txt", "/%2F..%2Fsecret.txt",
        "/outside.txt", "/absolute.txt", "/up/secret.txt", "/up/", "/./ru/", "/.hidden",
        "/robots.txt%00.png", "/etc/passwd", "//etc/passwd", "/%2Fetc%2Fpasswd",
    ]

    @Test(arguments: escapes)
    func nothingOutsideTheOutputFolderIsReachable(target: String) async throws {
        try await Self.withServer { http, folder in
            let response = try await http.request(target)
            #expect(response.status == 404)
            #expect(response.text == Self.served(Self.notFoundPage))
            let absolute = try await http.request(folder.path("secret.txt"))
            #expect(absolute.status == 404)
        }
    }

    /// Files the `.mfs-manifest` does not list were not written by a build: they are not served.
    @Test(arguments: ["/unlisted.txt", "/unlisted/", "/unlisted/index.html", "/unlisted"])
    func filesTheManifestDoesNotListAreNotServed(target: String) async throws {
        try await Self.withServer { http, _ in
            let response = try await http.request(target)
            #expect(response.status == 404)
            #expect(response.text == Self.served(Self.notFoundPage))
        }
    }

    /// A folder no build wrote (one without `.mfs-manifest`, here `/`) serves nothing.
    @Test(arguments: ["/etc/passwd", "/etc/hostname", "/proc/self/environ"])
    func aFolderWithoutAManifestServesNothing(target: String) async throws {
        let server = DevServer(host: "127.0.0.1", port: 0, outputDirectory: "/", watching: [], build: nil, report: { _ in },
                               generation: Self.generation)
        let http = RawHTTP(port: try await server.start())
        let response: RawResponse
        do {
            response = try await http.request(target)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        #expect(response.status == 404)
        #expect(response.text == "404 Not Found\n")
    }

    static let malformed: [(String, String, Int)] = [
        ("GET", "/%zz", 400), ("GET", "/ru/%", 400), ("GET", "/%E0%A4%A", 400),
        ("GET", "/" + String(repeating: "a", count: 3000), 400), ("GET", "*", 400),
        ("POST", "/ru/", 405), ("PUT", "/ru/", 405), ("DELETE", "/ru/", 405), ("OPTIONS", "*", 405), ("PATCH", "/", 405),
    ]

    @Test(arguments: malformed)
    func malformedRequestsGetAClientError(method: String, target: String, status: Int) async throws {
        try await Self.withServer { http, _ in
            let response = try await http.request(target, method: method)
            #expect(response.status == status)
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            if status == 405 { #expect(response.headers["allow"] == "GET, HEAD") }
            // The server still answers afterwards.
            #expect(try await http.request("/ru/").status == 200)
        }
    }

    @Test func aBadRequestLineOrABusyPortOrAnUnknownHostIsAnErrorNotACrash() async throws {
        try await Self.withServer { http, _ in
            let garbage = try await http.exchange("NONSENSE\r\n\r\n").status
            #expect(garbage == 400)
            let status = try await http.request("/ru/").status
            #expect(status == 200)
            let second = DevServer(host: "127.0.0.1", port: http.port, outputDirectory: "Public")
            await #expect(throws: ServeError.portInUse(host: "127.0.0.1", port: http.port)) { _ = try await second.start() }
            #expect(ServeError.portInUse(host: "127.0.0.1", port: 8000).description
                == "error: port 8000 on 127.0.0.1 is already in use; stop the other server or choose another port with --port")
        }
        await #expect(throws: ServeError.badHost("example.org")) {
            _ = try await DevServer(host: "example.org", port: 0, outputDirectory: "Public").start()
        }
    }
}
