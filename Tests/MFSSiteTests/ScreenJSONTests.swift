import Foundation
import Testing

/// `mfs screen --format json` (the real executable) prints exactly the golden
/// files in `Fixtures/screen-json`: a controller at two sizes, and a table of
/// cells (cell classes, rows, a hidden view, Cyrillic text) in Russian.
@Suite struct ScreenJSONTests {
    @Test(arguments: [
        ("login.json", ["login", "--size", "320x568", "--size", "568x320"]),
        ("friends-ru.json", ["friends", "--size", "320x240", "--language", "ru"]),
    ])
    func printsTheGoldenJSON(golden: String, arguments: [String]) throws {
        let process = Process()
        process.executableURL = try BuiltMFS.url()
        process.arguments = ["screen"] + arguments + ["--format", "json"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let expected = try Data(contentsOf: #require(Bundle.module.url(forResource: "Fixtures/screen-json/\(golden)", withExtension: nil)))
        #expect(String(decoding: printed, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }
}
