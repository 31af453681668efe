import Foundation
import Testing
import TestSupport

/// `mfs init`, then what a team does next: a cell of its own added beside the
/// sample, embedded, built with the site's own `make site`, checked in Chromium.
@Suite struct InitTests {
    /// The files `mfs init` writes for `ru,es`, relative to the site's folder.
    static let files = [
        ".github/workflows/site.yml", ".gitignore", "Content/es/index.md", "Content/ru/index.md",
        "Content/screens/GreetingController.swift", "Content/screens/NoteCell.swift",
        "Content/screens/NoteViewModel.swift", "Content/screens/SiteScreens.swift", "Content/site.yaml", "Makefile",
    ]

    static func list(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// A cell the template does not have: a tag as wide as the row, less its margins.
    static let tagCell = """
        import MFS
        import MFSScreenKit
        import UIKit

        final class TagCell: UITableViewCell {
            let tagLbl = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                tagLbl.accessibilityIdentifier = "tagLbl"
                tagLbl.text = "UIKit"
                tagLbl.font = .systemFont(ofSize: 13)
                contentView.addSubview(tagLbl)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                tagLbl.frame = Self.rectForTagLbl(width: contentView.bounds.width)
            }

            static func rectForTagLbl(width: CGFloat) -> CGRect {
                CGRect(x: 8, y: 8, width: width - 16, height: 20)
            }
        }

        struct TagScreen: ScreenDefinition {
            let name = "tag"
            let summary = "A tag."
            let descriptions: [String: String] = [:]
            let modelKeys: [ModelKey] = []
            let states: [String] = []

            func render(_ request: ScreenRequest) -> ScreenSnapshot {
                let cell = TagCell(style: .default, reuseIdentifier: nil)
                cell.frame = CGRect(x: 0, y: 0, width: request.size.width, height: 36)
                cell.layoutIfNeeded()
                return ScreenSnapshot(screen: name, view: cell.contentView)
            }
        }
        """

    @Test func initMakesASiteATeamAddsACellToAndBuildsWithMakeSite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let (made, said) = try BuiltMFS.run(["init", site, "--languages", "ru,es"])
        #expect(said == "")
        #expect(made == 0)
        #expect(Self.list(site) == Self.files)
        #expect(try folder.read("site/Makefile").contains("MFS     ?= \(try BuiltMFS.url().path)\n"))
        #expect(try folder.read("site/Content/site.yaml") == """
            # The site's settings; every key is optional (docs/configuration.md in mfs).
            title:
              ru: Мой сайт
              es: Mi sitio
            languages: [ru, es]

            """)

        // The team's own cell, beside the sample, embedded on the Russian page.
        try folder.write("site/Content/screens/TagCell.swift", Self.tagCell)
        let screens = folder.path("site/Content/screens/SiteScreens.swift")
        try String(contentsOfFile: screens, encoding: .utf8)
            .replacingOccurrences(of: "[NoteScreen(), GreetingScreen()]", with: "[NoteScreen(), GreetingScreen(), TagScreen()]")
            .write(toFile: screens, atomically: true, encoding: .utf8)
        let page = folder.path("site/Content/ru/index.md")
        try (String(contentsOfFile: page, encoding: .utf8) + "\n```mfs\nscreen: tag\nsizes: [320x36]\n```\n")
            .write(toFile: page, atomically: true, encoding: .utf8)

        #expect(try Self.make(["-C", site, "site"]) == 0)
        let html = try folder.read("site/Public/ru/index.html")
        // At 320 wide: (8, 8), 320 − 16 = 304 × 20.
        #expect(OwnScreenTests.views(html).contains { $0.contains("data-name=\"tagLbl\"") && $0.contains("left:8px;top:8px;width:304px;height:20px;") })
        #expect(OwnScreenTests.views(html).contains { $0.contains("data-name=\"textLbl\"") })
        #expect(OwnScreenTests.views(html).contains { $0.contains("data-name=\"actionBtn\"") })
        let (checked, report) = try BuiltMFS.run(["check", folder.path("site/Public"), "--content", folder.path("site/Content")])
        #expect(report == "")
        #expect(checked == 0)

        // A mistake in the team's cell: located, and the site built before stays.
        let cell = folder.path("site/Content/screens/TagCell.swift")
        try String(contentsOfFile: cell, encoding: .utf8).replacingOccurrences(of: "width: width - 16", with: "width: widht - 16")
            .write(toFile: cell, atomically: true, encoding: .utf8)
        let (failed, error) = try BuiltMFS.run(["build", "--content", folder.path("site/Content"), "--output", folder.path("site/Public")])
        #expect(error.replacingOccurrences(of: folder.path("site/Content"), with: "Content") == """
            Content/screens/TagCell.swift:26:35: error: cannot find 'widht' in scope

            """)
        #expect(failed == 1)
        #expect(try folder.read("site/Public/ru/index.html") == html)
    }

    @Test func initWritesNothingIntoAFolderWithFilesOrForALanguageItHasNoPageFor() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("notes.txt", "mine")
        let (status, error) = try BuiltMFS.run(["init", folder.path("")])
        #expect(error == "\(folder.path("")): error: the folder is not empty; mfs init writes only into a new or empty folder\n")
        #expect(status == 1)
        #expect(Self.list(folder.path("")) == ["notes.txt"])
        let (file, notFolder) = try BuiltMFS.run(["init", folder.path("notes.txt")])
        #expect(notFolder == "\(folder.path("notes.txt")): error: not a folder; mfs init writes only into a new or empty folder\n")
        #expect(file == 1)
        #expect(try folder.read("notes.txt") == "mine")
        let (unknown, said) = try BuiltMFS.run(["init", folder.path("fr"), "--languages", "ru,fr"])
        #expect(said == "error: no start page for the language 'fr'; mfs init writes ru, es, en, de (add other languages after, as data: docs/configuration.md)\n")
        #expect(unknown == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("fr")))
    }

    /// Runs `make` with `arguments`, its output dropped: the exit status.
    static func make(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "--no-print-directory"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The number after `key` in a `style` attribute (`left:8px`).
    static func number(after key: String, in html: String) -> Double? {
        guard let start = html.range(of: key)?.upperBound else { return nil }
        return Double(html[start...].prefix { $0.isNumber || $0 == "." })
    }
}
