import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The index pages' size of the profile's UIKit code: the files their `git ls-files`
/// command names, counted as the page says (`wc -l`; code lines are neither blank nor
/// starting with `//`), must be the numbers the page states.
@Suite struct ProfileCodeSizeTests {
    static let root = ContentSiteTests.root
    static let screens = root.appendingPathComponent("Sources/MFSScreens")

    /// The page's sentence with its number of files, lines and code lines, each noun in
    /// the Russian plural its number takes.
    static func sentence(_ page: String, files: Int, lines: Int, code: Int) -> String {
        page.hasPrefix("ru/")
            ? "это \(files) \(russian(files, "файл", "файла", "файлов")) и \(lines) \(russian(lines, "строка", "строки", "строк")), "
                + "из них \(code) \(russian(code, "строка", "строки", "строк")) кода"
            : "son \(files) archivos y \(lines) líneas de Swift, \(code) si se descuentan"
    }

    /// The Russian plural of `number`: `one` after 1, 21, 31 …, `few` after 2–4, 22–24 …, else `many`.
    static func russian(_ number: Int, _ one: String, _ few: String, _ many: String) -> String {
        let lastTwo = number % 100, last = number % 10
        if last == 1 && lastTwo != 11 { return one }
        return (2...4).contains(last) && !(12...14).contains(lastTwo) ? few : many
    }

    /// The pathspecs after `git ls-files` in the page's `sh` block, unquoted.
    static func pathspecs(in markdown: String) throws -> [String] {
        let afterFence = markdown.components(separatedBy: "```sh\n")
        try #require(afterFence.count == 2)
        let afterCommand = afterFence[1].components(separatedBy: "```")[0].components(separatedBy: "git ls-files")
        try #require(afterCommand.count == 2)
        let command = afterCommand[1].components(separatedBy: ")")[0]
        return command.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isWhitespace)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
    }

    /// The files under `Sources/MFSScreens` a pathspec matches, as git's glob does (`*` crosses `/`).
    static func files(matching pathspecs: [String]) throws -> [String] {
        let all = try FileManager.default.subpathsOfDirectory(atPath: screens.path)
        return all.filter { path in pathspecs.contains { fnmatch($0, path, 0) == 0 } }.sorted()
    }

    /// Files, lines (`wc -l`: newlines) and code lines of `files`.
    static func count(_ files: [String]) throws -> (Int, Int, Int) {
        var (lines, code) = (0, 0)
        for file in files {
            let text = try String(contentsOf: screens.appendingPathComponent(file), encoding: .utf8)
            lines += text.filter { $0 == "\n" }.count
            code += text.split(separator: "\n").filter { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }.count
        }
        return (files.count, lines, code)
    }

    @Test(arguments: ["ru/index.md", "es/index.md"])
    func statesTheCountOfTheFilesItsCommandLists(page: String) throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent("Content/\(page)"), encoding: .utf8)
        let files = try Self.files(matching: Self.pathspecs(in: markdown))
        let (fileCount, lines, code) = try Self.count(files)
        let sentence = Self.sentence(page, files: fileCount, lines: lines, code: code)
        let prose = markdown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let statesIt = prose.contains(sentence)
        #expect(statesIt, "\(page) should say: \(sentence)")
    }
}
