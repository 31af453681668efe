import Foundation
import Testing
@testable import MFSSite
import TestSupport

@Suite struct PageMetaTests {
    /// Runs git in `folder` with a fixed identity and committer date.
    private func git(_ arguments: [String], in folder: TemporaryDirectory, date: String = "") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path("."), "-c", "user.name=T", "-c", "user.email=t@example.org"] + arguments
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        if !date.isEmpty { environment["GIT_COMMITTER_DATE"] = date; environment["GIT_AUTHOR_DATE"] = date }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// The canonical URL, OpenGraph and Twitter meta of a page, absolute from the base URL.
    @Test func headHasCanonicalAndOpenGraphMeta() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        try folder.copy(Bundle.module.url(forResource: "Fixtures/images", withExtension: nil)!, to: "Content/images")
        try folder.write("Content/site.yaml", "title: {ru: Паттерн, es: Patrón}\nbaseURL: https://example.org/mfs\nsocial_image: images/tiny.png\n")
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        let page = try folder.read("Public/ru/index.html")
        #expect(page.contains("""
            <title>Проверка · Паттерн</title>
            <meta name="description" content="Страница для теста сборки.">
            <meta name="color-scheme" content="light dark">
            <link rel="canonical" href="https://example.org/mfs/ru/">
            <meta property="og:type" content="article">
            <meta property="og:site_name" content="Паттерн">
            <meta property="og:title" content="Проверка">
            <meta property="og:description" content="Страница для теста сборки.">
            <meta property="og:url" content="https://example.org/mfs/ru/">
            <meta property="og:image" content="https://example.org/mfs/images/tiny.png">
            <meta property="og:image:width" content="3">
            <meta property="og:image:height" content="2">
            <meta property="og:image:alt" content="Паттерн">
            <meta property="og:locale" content="ru_RU">
            <meta property="og:locale:alternate" content="es_ES">
            <meta property="article:modified_time" content="
            """))
        #expect(page.contains("""
            <meta name="twitter:card" content="summary">
            <meta name="twitter:title" content="Проверка">
            <meta name="twitter:description" content="Страница для теста сборки.">
            <meta name="twitter:image" content="https://example.org/mfs/images/tiny.png">
            """))
        #expect(try folder.read("Public/es/index.html").contains("""
            <meta property="og:locale" content="es_ES">
            <meta property="og:locale:alternate" content="ru_RU">
            """))
        // The image is the PNG the build copies.
        #expect(FileManager.default.contents(atPath: folder.path("Public/images/tiny.png")) == FileManager.default.contents(atPath: folder.path("Content/images/tiny.png")))
    }

    /// Outside git: "last updated" is the file's modification time, in the
    /// page's language; no repository, no edit link.
    @Test func outsideGitTheDateIsTheFilesTime() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        for page in ["Content/ru/index.md", "Content/es/index.md"] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: folder.path(page))
        }
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        #expect(try folder.read("Public/ru/index.html").contains("""
            <meta property="article:modified_time" content="2023-11-14T22:13:20Z">
            """))
        #expect(try folder.read("Public/ru/index.html").contains("""
            </article>
            <p class="page-meta"><time datetime="2023-11-14T22:13:20Z">Обновлено 14 ноября 2023 г.</time></p>
            """))
        #expect(try folder.read("Public/es/index.html").contains("""
            <p class="page-meta"><time datetime="2023-11-14T22:13:20Z">Actualizado el 14 de noviembre de 2023</time></p>
            """))
    }

    /// In git: the date of the file's last commit (its committer's time
    /// zone kept), from one `git log`; the edit link opens the file in the
    /// repository (`edit_link`, `{path}` the file in the content folder).
    @Test func inGitTheDateIsTheLastCommitsAndPagesLinkToTheirSource() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "docs/Content")
        try folder.write("docs/Content/site.yaml", "edit_link: https://github.com/owner/mfs/edit/trunk/docs/Content/{path}\n")
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "one"], in: folder, date: "2024-03-05T06:07:08+03:00")
        try folder.write("docs/Content/es/index.md", try folder.read("docs/Content/es/index.md") + "\nMás.\n")
        try git(["commit", "-q", "-a", "-m", "two"], in: folder, date: "2025-01-02T03:04:05-05:00")
        _ = try SiteBuilder(contentDirectory: folder.path("docs/Content"), outputDirectory: folder.path("Public")).build()
        #expect(try folder.read("Public/ru/index.html").contains("""
            <p class="page-meta"><time datetime="2024-03-05T06:07:08+03:00">Обновлено 5 марта 2024 г.</time> \
            <a class="edit-link" href="https://github.com/owner/mfs/edit/trunk/docs/Content/ru/index.md">Редактировать страницу</a></p>
            """))
        #expect(try folder.read("Public/es/index.html").contains("""
            <p class="page-meta"><time datetime="2025-01-02T03:04:05-05:00">Actualizado el 2 de enero de 2025</time> \
            <a class="edit-link" href="https://github.com/owner/mfs/edit/trunk/docs/Content/es/index.md">Editar esta página</a></p>
            """))
    }

    /// Modification times as ISO 8601 UTC times, across leap days, centuries and 1970.
    @Test(arguments: [
        (0, "1970-01-01T00:00:00Z"), (-1, "1969-12-31T23:59:59Z"), (951_782_400, "2000-02-29T00:00:00Z"),
        (1_700_000_000, "2023-11-14T22:13:20Z"), (4_107_542_399, "2100-02-28T23:59:59Z"), (4_107_542_400, "2100-03-01T00:00:00Z"),
    ])
    func modificationTimesAreUTCDates(seconds: Int, date: String) {
        #expect(PageDates.utc(seconds: seconds) == date)
    }

    /// The dates of a `git log --format=%x00%cI --name-only` output: each file's newest.
    @Test func parsesTheLogOnce() {
        let log = "\0 2025-02-01T00:00:00+00:00\n\nru/a.md\nes/a.md\n\0 2024-01-01T00:00:00+00:00\n\nru/a.md\nru/b.md\n"
            .replacingOccurrences(of: "\0 ", with: "\0")
        #expect(PageDates.commits(log) == ["ru/a.md": "2025-02-01T00:00:00+00:00", "es/a.md": "2025-02-01T00:00:00+00:00",
                                           "ru/b.md": "2024-01-01T00:00:00+00:00"])
    }
}
