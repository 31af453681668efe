import Foundation
import MFSScreens
import MFSSite
import Testing
@testable import MFSServer
import TestSupport
import MFS

/// The server with the incremental site builder (as `mfs serve`) over a one-page fixture: edits rebuild
/// and reload open pages; a broken edit keeps the last good page and shows the error.
@Suite(.timeLimit(.minutes(3))) struct LiveReloadTests {
    static let header = "---\ntitle: T\norder: 0\n---\n\n"

    /// Builds what a test saw: a server over `Content/` with one Russian page, watched.
    final class Site: Sendable {
        let folder: TemporaryDirectory
        let server: DevServer
        let http: RawHTTP
        let outcomes = Outcomes()

        init() async throws {
            folder = try TemporaryDirectory()
            try folder.write("Content/ru/index.md", LiveReloadTests.header + "Первая версия.\n")
            let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"), screens: DemoScreens())
            server = DevServer(host: "127.0.0.1", port: 0, outputDirectory: folder.path("Public"),
                               watching: [folder.path("Content")], build: { () throws(BuildFailure) in try builder.build() },
                               report: outcomes.append, generation: BuildStamp(run: 0xb2, count: 1))
            http = RawHTTP(port: try await server.start())
        }

        func close() async {
            await server.stop()
            folder.remove()
        }
    }

    /// The builds the server reported, in order.
    final class Outcomes: Sendable {
        private let outcomes = PthreadMutex<[String]>([])

        func append(_ outcome: BuildOutcome) {
            outcomes.withLock { outcomes in
                switch outcome {
                case .built: outcomes.append("built")
                case .failed(let failure): outcomes.append(failure.description)
                }
            }
        }

        var all: [String] { outcomes.withLock { $0 } }
    }

    @Test func editingAPageRebuildsItAndReloadsOpenPages() async throws {
        let site = try await Site()
        var events = try await site.http.events()
        #expect(try await events.next() == .init(name: "reload", data: "b2-2"))
        let first = try await site.http.request("/ru/")
        #expect(first.text.contains("<p>Первая версия.</p>"))
        #expect(first.text.contains(ReloadScript.script(generation: BuildStamp(run: 0xb2, count: 2)) + "</body>"))
        #expect(try !String(contentsOfFile: site.folder.path("Public/ru/index.html"), encoding: .utf8).contains("mfs-reload"))

        try site.folder.write("Content/ru/index.md", Self.header + "Вторая версия.\n")
        #expect(try await events.next() == .init(name: "reload", data: "b2-3"))
        let second = try await site.http.request("/ru/")
        #expect(second.text.contains("<p>Вторая версия.</p>"))
        #expect(!second.text.contains("Первая"))
        #expect(second.headers["etag"] != first.headers["etag"])
        #expect(site.outcomes.all == ["built", "built"])
        events.close()
        await site.close()
    }

    /// A page in a new folder (a new section) is built and served: the
    /// watcher watches every folder below the content folder, new ones too.
    @Test func aNewSectionIsBuiltAndServed() async throws {
        let site = try await Site()
        var events = try await site.http.events()
        #expect(try await events.next() == .init(name: "reload", data: "b2-2"))
        try site.folder.write("Content/ru/guides/index.md", "---\ntitle: Руководства\norder: 1\n---\n\nРаздел.\n")
        #expect(try await events.next() == .init(name: "reload", data: "b2-3"))
        let section = try await site.http.request("/ru/guides/")
        #expect(section.status == 200)
        #expect(section.text.contains("<h1>Руководства</h1>\n<p>Раздел.</p>"))
        #expect(site.outcomes.all == ["built", "built"])
        events.close()
        await site.close()
    }

    @Test func aBrokenEditKeepsTheLastGoodPageAndShowsTheError() async throws {
        let site = try await Site()
        var events = try await site.http.events()
        #expect(try await events.next() == .init(name: "reload", data: "b2-2"))
        let good = try await site.http.request("/ru/")

        try site.folder.write("Content/ru/index.md", Self.header + "Text.\n\n```mfs\nscreen: login\nsizes: [abc]\n```\n")
        let message = site.folder.path("Content/ru/index.md")
            + ":10:9: error: malformed size 'abc'; expected WIDTHxHEIGHT with positive numbers, e.g. 320x568"
        #expect(try await events.next() == .init(name: "failure", data: message))
        let kept = try await site.http.request("/ru/")
        #expect(kept.status == 200)
        #expect(kept.text == good.text)
        #expect(site.outcomes.all == ["built", message])

        // A page opened now learns of the failure too; fixing the page reloads everyone.
        var later = try await site.http.events()
        #expect(try await later.next() == .init(name: "reload", data: "b2-2"))
        #expect(try await later.next() == .init(name: "failure", data: message))
        try site.folder.write("Content/ru/index.md", Self.header + "Исправлено.\n")
        #expect(try await events.next() == .init(name: "reload", data: "b2-3"))
        #expect(try await later.next() == .init(name: "reload", data: "b2-3"))
        #expect(try await site.http.request("/ru/").text.contains("<p>Исправлено.</p>"))
        events.close()
        later.close()
        await site.close()
    }
}
