import Foundation
import Testing
import MFSSite
import TestSupport

/// No page or language is dropped silently: whatever cannot be read is an
/// error that says why; symbolic links are followed only inside `Content/`.
/// The cases of files a user cannot read run the real `mfs` without
/// privileges (`unprivilegedBuild`), since root reads any file whatever its mode.
@Suite struct ContentReadingTests {
    static let page = "---\ntitle: T\n---\n\nText.\n"

    @Test func anUnreadablePageOrLanguageFolderIsAnErrorWithTheSystemsReason() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        try folder.write("Content/ru/locked.md", Self.page)
        try folder.write("Content/es/index.md", Self.page)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.path("Content/ru/locked.md"))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.path("Content/es"))
        #expect(try folder.unprivilegedBuild() == (1, "\(folder.path("Content/es")): error: cannot read the language folder: Permission denied\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/Public")))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path("Content/es"))
        #expect(try folder.unprivilegedBuild() == (1, "\(folder.path("Content/ru/locked.md")):1:1: error: cannot read the page: Permission denied\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/Public")))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.path("Content/ru/locked.md"))
        #expect(try folder.unprivilegedBuild() == (0, "\(folder.path("Content/ru/locked.md")): warning: no 'es' translation (es/locked.md): "
            + "es/locked/ shows this page untranslated, with a note\n"))
    }

    /// The theme resources and the fonts belong to another user (root, or
    /// the one who built mfs): the build copies their bytes into files of its
    /// own, where copying the files themselves tried to give them their owner.
    @Test func aUserWhoOwnsNeitherTheThemeNorTheFontsCanBuild() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        #expect(try folder.unprivilegedBuild() == (0, ""))
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/MFSText/Fonts/Inter-Regular.woff2").standardized.path
        #expect(FileManager.default.contents(atPath: folder.path("out/Public/assets/fonts/Inter-Regular.woff2")) == FileManager.default.contents(atPath: font))
        let copied = try FileManager.default.attributesOfItem(atPath: folder.path("out/Public/assets/fonts/Inter-Regular.woff2"))
        #expect(copied[.ownerAccountID] as? Int == Int(getuid() == 0 ? 65534 : getuid()))
        #expect(copied[.posixPermissions] as? Int == 0o644)
    }

    @Test func aPageThatIsAFolderOrAFIFOIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        try FileManager.default.createDirectory(atPath: folder.path("Content/ru/folder.md"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.path("Content/ru/pipe.md"), 0o644) == 0)
        #expect(folder.buildFailure() == """
            \(folder.path("Content/ru/folder.md")):1:1: error: cannot read the page: it is a folder, not a file
            \(folder.path("Content/ru/pipe.md")):1:1: error: cannot read the page: it is not a regular file
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    static let invalid = "starts no UTF-8 character here); save the file as UTF-8"
    static let utf16 = "error: the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8"
    static let nuls = "error: the file is UTF-16 (it has NUL bytes between its characters); save it as UTF-8"

    /// Invalid UTF-8 is an error at its first bad byte, its column in
    /// characters; UTF-16, with a byte-order mark of either order or without
    /// one, is an error at the file's start.
    @Test(arguments: [
        ([0x2D, 0xFF, 0xFE], "1:2: error: invalid UTF-8 (the byte 0xFF \(invalid)"),
        (Array("---\ntitle: Ж".utf8) + [0xC3, 0x28, 0x0A], "2:9: error: invalid UTF-8 (the byte 0xC3 \(invalid)"),
        (Array("---\ntitle: T\n---\n\n".utf8) + [0xED, 0xA0, 0x80], "5:1: error: invalid UTF-8 (the byte 0xED \(invalid)"),
        ([0xFF, 0xFE] + page.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "1:1: \(utf16)"),
        ([0xFE, 0xFF] + page.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "1:1: \(utf16)"),
        (page.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "1:1: \(nuls)"),
        (page.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "1:1: \(nuls)"),
    ] as [([UInt8], String)])
    func aPageThatIsNotUTF8IsAnErrorAtItsFirstBadByte(bytes: [UInt8], message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        try Data(bytes).write(to: folder.url.appendingPathComponent("Content/ru/latin.md"))
        #expect(folder.buildFailure() == "\(folder.path("Content/ru/latin.md")):\(message)")
    }

    /// A page that starts with a UTF-8 byte-order mark builds as it would without it.
    @Test func aByteOrderMarkIsSkipped() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var pages: [String] = []
        for text in ["\u{FEFF}" + Self.page, Self.page] {
            try folder.write("Content/ru/index.md", text)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)],
                                                  ofItemAtPath: folder.path("Content/ru/index.md"))
            #expect(folder.buildFailure() == nil)
            pages.append(try folder.read("Public/ru/index.html"))
        }
        #expect(pages[0] == pages[1])
    }

    @Test func symbolicLinksOutsideTheContentFolderAreRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        try folder.write("Private/secret.md", "---\ntitle: Secret\n---\n\nPassword.\n")
        try folder.write("Private/es/index.md", "---\ntitle: Secret\n---\n\nPassword.\n")
        try folder.link("Content/ru/secret.md", to: "../../Private/secret.md")
        try folder.link("Content/ru/gone.md", to: "missing.md")
        try folder.link("Content/es", to: folder.path("Private/es"))
        #expect(folder.buildFailure() == """
            \(folder.path("Content/ru/gone.md")): error: cannot read the page: it is a symbolic link, and its target cannot be reached: No such file or directory
            \(folder.path("Content/ru/secret.md")): error: refusing to publish the page: it is a symbolic link to '\(folder.path("Private/secret.md"))', \
            outside the content folder (only links to files and folders inside it are followed)
            \(folder.path("Content/es")): error: refusing to publish the language folder: it is a symbolic link to '\(folder.path("Private/es"))', \
            outside the content folder (only links to files and folders inside it are followed)
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    @Test func symbolicLinksInsideTheContentFolderAreFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        try folder.write("Content/.shared/cells.md", "---\ntitle: Ячейки\n---\n\nОбщий текст.\n")
        try folder.link("Content/ru/cells.md", to: "../.shared/cells.md")
        try folder.link("Content/es", to: "ru")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/cells/index.html").contains("<p>Общий текст.</p>"))
        #expect(try folder.read("Public/es/cells/index.html").contains("<p>Общий текст.</p>"))
    }
}
