import Foundation
import MFS
import Testing
@testable import MFSSite
import TestSupport

/// Every Swift block of the real `Content/` parses (`swiftc -parse`, syntax
/// only: names need not resolve), and every `file=` / `region=` include of it
/// resolves. Each block is its own file; the rule for fragments: a block
/// parses either as it is (statements, functions, types, properties: all
/// valid at top level) or, failing that, as the body of a type
/// (`final class Fragment {` … `}`: initializers and other members that
/// only a type may hold).
@Suite struct ContentSwiftSyntaxTests {
    @Test func everySwiftBlockParsesAndEveryIncludeResolves() throws {
        let root = ContentSiteTests.root
        var blocks: [(name: String, code: String)] = []
        let content = root.appendingPathComponent("Content").path
        let languages = try SiteLanguages.load(config: SiteConfig.load(contentDirectory: content), theme: Theme.bundled(), content: content)
        for file in try SourceFile.scan(content, languages: languages) {
            let page = try SitePipeline.parse(SitePipeline.read(file), file, repository: root.path, content: root.appendingPathComponent("Content").path)
            var swift: [String] = []
            page.document.walkBlocks { node in
                if case let .codeBlock(info, literal) = node.kind, CodeLanguage(info: info) == .swift { swift.append(literal) }
            }
            for (index, code) in swift.enumerated() {
                blocks.append(("\(file.language.code)-\(file.slug)-\(index + 1).swift", code))
            }
        }
        #expect(!blocks.isEmpty)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // One swiftc per block: given several files, swiftc parses all but one as a library,
        // where the top-level statements of a sketch are errors.
        for block in blocks {
            try folder.write(block.name, block.code)
            try folder.write("member-" + block.name, "final class Fragment {\n" + block.code + "}\n")
        }
        let names = blocks.map(\.name)
        let problems = Parallel.map(names.count) { index -> String? in
            let name = names[index]
            if (try? Self.run(["swiftc", "-parse", folder.path(name)]).status) == 0 { return nil }
            let wrapped = try? Self.run(["swiftc", "-parse", folder.path("member-" + name)])
            return wrapped?.status == 0 ? nil : wrapped?.output ?? "\(name): swiftc did not run"
        }.compactMap { $0 }
        let message = "blocks that parse neither as a file nor as a type's body "
            + "(files are member-LANG-PAGE-BLOCK.swift, blocks counted from 1):\n" + problems.joined(separator: "\n")
        #expect(problems.isEmpty, Comment(rawValue: message))
    }

    @Test func swiftcRejectsABlockThatDoesNotParse() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("bad.swift", "func a( {\n")
        #expect(try Self.run(["swiftc", "-parse", folder.path("bad.swift")]).status != 0)
    }

    /// Runs `arguments` through `/usr/bin/env`; its exit status and its output and errors together.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
