import Foundation
import Testing

/// The Swift toolchain is named in three files that must agree, and the
/// compiler running these tests must be the one they name: `Package.swift`'s
/// tools version is the minimum (`6.3`), CI's container is the toolchain the
/// project is built and tested with (`swift:6.3.1-bookworm`), of that
/// minimum's release, and the README's set-up states both.
@Suite struct ToolchainAgreementTests {
    /// The repository's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `Package.swift`'s first line's version: the minimum.
    private static func toolsVersion() throws -> String {
        let line = try read("Package.swift").prefix { $0 != "\n" }
        let prefix = "// swift-tools-version:"
        try #require(line.hasPrefix(prefix), "Package.swift starts with \(line)")
        return String(line.dropFirst(prefix.count))
    }

    /// The version of the workflow's one `container: swift:VERSION-bookworm`: the tested toolchain.
    private static func containerVersion() throws -> String {
        let containers = try read(".github/workflows/site.yml").split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("container:") }
        let image = try #require(containers.count == 1 ? containers[0] : nil, "containers: \(containers)")
        let prefix = "container: swift:", suffix = "-bookworm"
        try #require(image.hasPrefix(prefix) && image.hasSuffix(suffix), "\(image)")
        return String(image.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The compiler these tests were compiled with, as far as `#if compiler` tells.
    private static let compilerVersion: String = {
        #if compiler(>=6.4)
        return "6.4 or later"
        #elseif compiler(>=6.3.2)
        return "6.3.2 or later"
        #elseif compiler(>=6.3.1)
        return "6.3.1"
        #elseif compiler(>=6.3)
        return "6.3"
        #else
        return "before 6.3"
        #endif
    }()

    @Test func theContainerIsAReleaseOfTheMinimum() throws {
        let minimum = try Self.toolsVersion(), tested = try Self.containerVersion()
        #expect(tested.split(separator: ".").prefix(2).joined(separator: ".") == minimum, "tools \(minimum), container \(tested)")
        #expect(tested.split(separator: ".").count == 3, "the container names a whole release: \(tested)")
    }

    @Test func theREADMEStatesTheMinimumAndTheTestedToolchain() throws {
        let minimum = try Self.toolsVersion(), tested = try Self.containerVersion(), readme = try Self.read("README.md")
        for phrase in ["Swift \(minimum) or later (`Package.swift`'s `swift-tools-version:\(minimum)`)",
                       "built and tested with Swift \(tested) only", "`swift:\(tested)-bookworm`"] {
            #expect(readme.contains(phrase), "README.md lacks: \(phrase)")
        }
    }

    @Test func theseTestsRunOnTheTestedToolchain() throws {
        let tested = try Self.containerVersion()
        #expect(Self.compilerVersion == tested)
    }
}
