import Testing
import Foundation
import MFS
import MFSBrowser
import MFSText

/// The engine's line breaking against headless Chromium's, block by block:
/// every text of `Fixtures/corpus.txt` at several sizes, weights and widths,
/// including widths within 2/64 px of a line's exact width.
@Suite struct ChromiumConformanceTests {
    static let sizes: [Double] = [13, 14, 15, 16, 17, 18, 20, 22, 24]
    static let widths: [Double] = [64, 137.5, 230, 343]

    /// The corpus texts, `{nbsp}` replaced by U+00A0.
    static func corpus() throws -> [String] {
        let url = Bundle.module.url(forResource: "Fixtures/corpus", withExtension: "txt")!
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.replacingOccurrences(of: "{nbsp}", with: "\u{00A0}") }
    }

    /// Each text at its size and weight (cycling through both), at the fixed
    /// widths and at the exact width of its widest line at 180 px, floored
    /// to 1/64 px, -2/64 ... +2/64.
    static func blocks(_ measurer: InterTextMeasurer) throws -> [ConformanceBlock] {
        var blocks: [ConformanceBlock] = []
        for (index, text) in try corpus().enumerated() {
            let size = sizes[index % sizes.count]
            let font = Font.inter(size, FontWeight.allCases[(index / sizes.count) % FontWeight.allCases.count])
            let lineHeight = index % 3 == 0 ? (size * 1.33).rounded() : size + 6
            let exact = (measurer.layout(text, font: font, lineHeight: lineHeight, maxWidth: 180).size.width * 64).rounded(.down)
            for width in widths + (-2...2).map({ (exact + Double($0)) / 64 }) {
                blocks.append(ConformanceBlock(text: text, font: font, lineHeight: lineHeight, width: width,
                                               layout: measurer.layout(text, font: font, lineHeight: lineHeight, maxWidth: width)))
            }
        }
        return blocks
    }

    @Test func everyBlockBreaksAsChromiumBreaksIt() throws {
        let measurer = try InterTextMeasurer()
        let blocks = try Self.blocks(measurer)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("conformance.html")
        try Data(ConformancePage.html(blocks).utf8).write(to: page)

        let results = ConformancePage.results(fromDOM: try Chromium.locate().dumpDOM(of: page))
        var mismatches: [String] = []
        for (index, block) in blocks.enumerated() {
            let layout = block.layout
            guard let result = results[index] else {
                mismatches.append("block \(index): no result from Chromium")
                continue
            }
            guard result.starts != layout.lineStarts || result.height != layout.size.height else { continue }
            mismatches.append("block \(index) \(block.font.weight) \(block.font.size)px/\(block.lineHeight)px "
                + "width \(block.width): engine \(layout.lineStarts) height \(layout.size.height), "
                + "Chromium \(result.starts) height \(result.height): \(block.text)")
        }
        #expect(blocks.count >= 300 * 9)
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) of \(blocks.count) blocks differ "
            + "(\(Double(blocks.count - mismatches.count) / Double(blocks.count) * 100)% match):\n"
            + mismatches.joined(separator: "\n")))
    }
}
