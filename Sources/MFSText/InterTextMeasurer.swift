import Foundation
import MFS

/// Measures text in Inter (`InterFontFiles`: the WOFF2 subsets the site serves) exactly as
/// headless Chromium on Linux lays it out with `white-space: normal` and
/// `overflow-wrap: break-word` and the same files loaded with `@font-face`
/// (see TEXT-NOTES.md): FreeType's unhinted advances given to HarfBuzz,
/// Chromium's line-break opportunities (its ASCII table, ICU beyond ASCII),
/// a line fits when its width is at most the available width floored to
/// 1/64 px plus 1/64 px, trailing spaces hang.
///
/// Thread-safe, and texts are laid out in parallel: one mutex guards the
/// table of sizes, and each weight and size has its own `WordMeasurer`,
/// whose every thread keeps a bounded word cache of its own (16,384 words);
/// `LayoutCache` keeps whole layouts (8,192), so a text asked again costs
/// one lookup. Deterministic: the caches never change a result.
///
/// Fallbacks (the browser would differ, but the size is always finite):
/// characters the subsets lack (emoji, CJK, Arabic...) are measured with Inter's
/// `.notdef` advance, as no fallback font is used; C0 and C1 control
/// characters have zero width (Blink draws them as zero-width spaces); lone
/// combining marks are shaped as HarfBuzz shapes them. A soft hyphen has zero
/// width and is a break opportunity, but the hyphen the browser shows at
/// such a break is not measured. `font.family` is ignored: every font is Inter.
public final class InterTextMeasurer: TextMeasuring, Sendable {
    /// The measurer over `InterFontFiles.directory`.
    /// - Precondition: the font files exist (`InterFontFiles.all()` reports
    ///   the missing one as an error; call it first where an error can be shown).
    public static let shared: InterTextMeasurer = {
        do { return try InterTextMeasurer() } catch { fatalError("mfs: error: \(error)") }
    }()

    private struct Key: Hashable {
        var weight: FontWeight
        var size: Double
    }

    private let faces: [FontWeight: FontFace]
    private let measurers = PthreadMutex<[Key: WordMeasurer]>([:])
    private let layouts: LayoutCache
    /// How many words each thread's table of each `WordMeasurer` holds.
    private let wordTableEntries: Int

    /// Opens every weight's file in `fontDirectory`.
    /// - Throws: `FontFileError` naming the first file that is missing or unreadable.
    public convenience init(fontDirectory: URL = InterFontFiles.directory) throws {
        try self.init(fontDirectory: fontDirectory, wordTableEntries: 16_384, layoutCache: LayoutCache())
    }

    /// A measurer whose caches have the given bounds (tests shrink them).
    init(fontDirectory: URL = InterFontFiles.directory, wordTableEntries: Int, layoutCache: LayoutCache) throws {
        var faces: [FontWeight: FontFace] = [:]
        for weight in FontWeight.allCases {
            faces[weight] = try FontFace(file: InterFontFiles.url(weight, in: fontDirectory))
        }
        self.faces = faces
        self.wordTableEntries = wordTableEntries
        layouts = layoutCache
    }

    public func layout(_ text: String, font: Font, lineHeight: Double, maxWidth: Double, maxLines: Int) -> TextLayout {
        guard font.size.isFinite, font.size > 0 else { return .empty }
        let key = LayoutCache.Key(text: text, weight: font.weight, size: font.size, limit: Self.limit(maxWidth),
                                  lineHeight: lineHeight.isFinite && lineHeight > 0 ? (lineHeight * 64).rounded(.down) / 64 : 0,
                                  maxLines: max(0, maxLines))
        return layouts.layout(key) { measure(key) }
    }

    /// The layout `key` asks for, measured word by word.
    private func measure(_ key: LayoutCache.Key) -> TextLayout {
        var text = key.text
        return text.withUTF8 { bytes in
            let lines = measurer(key.weight, key.size).lines(of: bytes, limit: key.limit, maxLines: key.maxLines)
            guard !lines.starts.isEmpty else { return .empty }
            var starts: [Int] = [], known = (bytes: lines.starts[0], units: 0)
            starts.reserveCapacity(lines.starts.count)
            starts.append(0)
            for start in lines.starts.dropFirst() {
                known = (start, UTF16Text.utf16Offset(of: start, in: bytes, from: known))
                starts.append(known.units)
            }
            return TextLayout(size: Size(width: Double(lines.width) / 65536, height: Double(starts.count) * key.lineHeight),
                              lineCount: starts.count, lineStarts: starts, isTruncated: lines.isTruncated)
        }
    }

    /// Shapes every word of `text` alone, once, with HarfBuzz in `font`, and
    /// does nothing else: the floor under a cold layout (`mfs bench text`
    /// reports it beside the cold figure). Returns the sum of the widths, px.
    public func shapeWords(_ text: String, font: Font) -> Double {
        guard font.size.isFinite, font.size > 0 else { return 0 }
        var text = text
        return text.withUTF8 { Double(measurer(font.weight, font.size).shapeWords(of: $0)) / 65536 }
    }

    /// Empties every word cache and the layout cache (benchmarks measure
    /// the cold case with it).
    public func removeAllWords() {
        layouts.removeAll()
        for measurer in measurers.withLock({ Array($0.values) }) { measurer.removeAllWords() }
    }

    /// Empties the layout cache, keeping the words (`mfs bench text` times
    /// layouts from cached words with it).
    public func removeAllLayouts() {
        layouts.removeAll()
    }

    /// The widest line that fits `maxWidth`, 16.16 px: `maxWidth` floored to
    /// a layout unit (1/64 px) plus one unit, the slack Chromium allows; a
    /// negative or NaN width is 0.
    static func limit(_ maxWidth: Double) -> Int {
        guard maxWidth > 0 else { return 1024 }
        guard maxWidth < 1e9 else { return Int.max / 2 }
        return (Int((maxWidth * 64).rounded(.down)) + 1) * 1024
    }

    private func measurer(_ weight: FontWeight, _ size: Double) -> WordMeasurer {
        let key = Key(weight: weight, size: size)
        return measurers.withLock { measurers in
            if let measurer = measurers[key] { return measurer }
            let measurer = WordMeasurer(face: faces[weight]!, size: size, tableEntries: wordTableEntries)
            measurers[key] = measurer
            return measurer
        }
    }
}
