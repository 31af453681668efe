import Foundation
import Testing
import MFS
import MFSSite
import MFSText
import TestSupport

/// The site serves the very font files the engine measures with, loads
/// them from its style sheet, preloads the regular weight and has an icon.
@Suite struct FontAssetTests {
    @Test func theSiteServesTheFilesTheEngineMeasuresWith() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()

        let measured = try InterFontFiles.all()
        let served = try FileManager.default.contentsOfDirectory(atPath: folder.path("Public/assets/fonts")).sorted()
        #expect(served == measured.map(\.lastPathComponent).sorted())
        for file in measured {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("Public/assets/fonts/" + file.lastPathComponent))) == Data(contentsOf: file))
        }

        // Each weight in both families (screens: block; prose: swap), from the served files only.
        let sheet = try folder.read("Public/assets/style.css")
        let sources = sheet.matches(of: #/url\("fonts/([^"]+)"\) format\("woff2"\)/#).map { String($0.output.1) }
        #expect(sources == (FontWeight.allCases + FontWeight.allCases).map(InterFontFiles.fileName))
        #expect(sheet.matches(of: #/font-family: Inter; font-style: normal; font-weight: \d+; font-display: block;/#).count == 4)
        #expect(sheet.matches(of: #/font-family: "Inter Prose"; font-style: normal; font-weight: \d+; font-display: swap;/#).count == 4)

        let head = """
            <link rel="preload" href="../assets/fonts/Inter-Regular.woff2" as="font" type="font/woff2" crossorigin>
            <link rel="icon" href="../assets/favicon.svg" type="image/svg+xml">
            </head>
            """
        #expect(try folder.read("Public/ru/index.html").contains(head))
        #expect(try folder.read("Public/index.html").contains(head.replacingOccurrences(of: "../", with: "")))
        #expect(try folder.read("Public/assets/favicon.svg").hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\">"))
    }
}
