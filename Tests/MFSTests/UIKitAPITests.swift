import Foundation
import MFSSite
import Testing

/// The module `UIKit` declares publicly only what Apple's UIKit, QuartzCore and Foundation
/// declare, with their Swift signatures: its API, dumped by `swift-api-digester` from the
/// built module, against the committed list `UIKitDeclarations.txt`.
@Suite struct UIKitAPITests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func theModuleDeclaresWhatTheListHoldsAndNothingElse() throws {
        let text = try String(contentsOf: Self.folder.appending(path: "UIKitDeclarations.txt"), encoding: .utf8)
        let list = text.split(separator: "\n").map(String.init)
        #expect(list == list.sorted())
        let problems = try APIComparison.problems(APIDeclarations(dump: Self.dumpOfUIKit()), list: list)
        #expect(problems == [])
    }

    @Test func aDeclarationAppleLacksIsReportedWithItsSignature() throws {
        let dump = """
            {"ABIRoot": {"kind": "Root", "name": "UIKit", "children": [
              {"kind": "TypeDecl", "name": "CALayer", "printedName": "CALayer", "declKind": "Class", "moduleName": "UIKit",
               "children": [
                 {"kind": "Constructor", "name": "init", "printedName": "init()", "declKind": "Constructor",
                  "moduleName": "UIKit", "init_kind": "Designated",
                  "children": [{"kind": "TypeNominal", "name": "CALayer", "printedName": "UIKit.CALayer"}]},
                 {"kind": "Function", "name": "layer", "printedName": "layer()", "declKind": "Func",
                  "moduleName": "UIKit", "static": true,
                  "children": [{"kind": "TypeNominal", "name": "DynamicSelf", "printedName": "Self"}]}]}]}}
            """
        let list = ["QuartzCore: CALayer.init()", "QuartzCore: type CALayer"]
        #expect(try APIComparison.problems(APIDeclarations(dump: Data(dump.utf8)), list: list)
                == ["not declared by UIKit, QuartzCore or Foundation: class func CALayer.layer() -> Self"])
    }

    @Test func aListedDeclarationTheModuleLacksIsReported() throws {
        let dump = #"{"ABIRoot": {"kind": "Root", "name": "UIKit", "children": []}}"#
        #expect(try APIComparison.problems(APIDeclarations(dump: Data(dump.utf8)), list: ["UIKit: type UIView"])
                == ["listed but not in the module: type UIView"])
    }

    /// `swift-api-digester -dump-sdk` over the built `UIKit` module, found beside the test
    /// binary (`.build/<triple>/debug/Modules`, `SwiftImportFlags`); the digester is the toolchain's, on `PATH`.
    private static func dumpOfUIKit() throws -> Data {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appending(path: "uikit-api-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let digester = Process()
        digester.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        digester.arguments = ["swift-api-digester", "-dump-sdk", "-module", "UIKit", "-o", output.path]
            + (try SwiftImportFlags.flags(build: build))
        try digester.run()
        digester.waitUntilExit()
        #expect(digester.terminationStatus == 0)
        return try Data(contentsOf: output)
    }
}
