import Testing
import Foundation
import MFS
@testable import MFSText

@Suite struct InterTextMeasurerTests {
    let measurer = InterTextMeasurer.shared
    let paragraph = "Доставка займёт 3–5 рабочих дней, а самовывоз — 1–2 дня. Подробности — на сайте и в справке."

    @Test func emptyAndBlankTextsHaveNoLines() {
        for text in ["", " ", "  \n\t "] {
            #expect(measurer.layout(text, font: .inter(17), lineHeight: 22, maxWidth: 200) == .empty)
        }
    }

    @Test func aLabelIsOneLineAsWideAsItsGlyphs() {
        let layout = measurer.layout("Войти", font: .inter(17, .semibold), lineHeight: 22, maxWidth: 272)
        #expect(layout.lineCount == 1)
        #expect(layout.lineStarts == [0])
        #expect(layout.size == Size(width: 3338417.0 / 65536, height: 22))
        #expect(!layout.isTruncated)
    }

    @Test func linesStartAtWordsAndCountUTF16Units() {
        let layout = measurer.layout("😀😀 мир мир мир", font: .inter(15), lineHeight: 20, maxWidth: 40)
        #expect(layout.lineStarts == [0, 5, 9, 13])
        #expect(layout.size.height == 80)
    }

    @Test func heavierWeightsAreWider() {
        let widths = FontWeight.allCases.map {
            measurer.layout("Создать аккаунт", font: .inter(17, $0), lineHeight: 22, maxWidth: 1000).size.width
        }
        #expect(widths == widths.sorted() && Set(widths).count == 4)
    }

    @Test func aLineLimitKeepsTheFirstLines() {
        let full = measurer.layout(paragraph, font: .inter(15), lineHeight: 20, maxWidth: 150)
        let cut = measurer.layout(paragraph, font: .inter(15), lineHeight: 20, maxWidth: 150, maxLines: 2)
        #expect(full.lineCount > 2 && !full.isTruncated)
        #expect(cut.lineCount == 2 && cut.isTruncated)
        #expect(cut.lineStarts == Array(full.lineStarts.prefix(2)))
        #expect(cut.size.height == 40 && cut.size.width <= full.size.width)
        #expect(measurer.layout(paragraph, font: .inter(15), lineHeight: 20, maxWidth: 150, maxLines: full.lineCount) == full)
    }

    @Test func lineHeightIsFlooredToALayoutUnit() {
        let layout = measurer.layout("Привет", font: .inter(15), lineHeight: 20.3, maxWidth: 100)
        #expect(layout.size.height == 1299.0 / 64)
    }

    @Test func aLongWordBreaksInsideAtGraphemes() {
        let layout = measurer.layout("Достопримечательности", font: .inter(17), lineHeight: 22, maxWidth: 60)
        #expect(layout.lineCount > 1)
        #expect(layout.size.width <= 60 + 1.0 / 64)
    }

    @Test func controlCharactersHaveNoWidth() {
        let plain = measurer.layout("ab", font: .inter(17), lineHeight: 22, maxWidth: 200)
        let withControls = measurer.layout("a\u{1}\u{7F}b", font: .inter(17), lineHeight: 22, maxWidth: 200)
        #expect(withControls.size == plain.size)
    }

    @Test func badInputHasAFiniteSize() {
        let texts = ["\u{301}", "a\u{301}\u{302}\u{303}", "👩‍👩‍👧‍👦 🇪🇸", "漢字かなカナ", "مرحبا بالعالم", "\u{0}\u{1F}\u{200B}\u{FEFF}", "\u{AD}", String(repeating: "ж", count: 3000)]
        for text in texts {
            for width in [0.0, -5, .nan, .infinity, 1, 120] {
                let layout = measurer.layout(text, font: .inter(15), lineHeight: 20, maxWidth: width)
                #expect(layout.size.width.isFinite && layout.size.height.isFinite)
                #expect(layout.lineCount >= 1 && layout.lineStarts.first == 0)
            }
        }
        #expect(measurer.layout("a", font: .inter(.nan), lineHeight: 20, maxWidth: 100) == .empty)
    }

    /// The parallel pass starts from empty caches (layouts and words), so its
    /// threads shape words, fill the shared tables and their own at once.
    @Test func concurrentLayoutsEqualSerialOnes() throws {
        let own = try InterTextMeasurer()
        let texts = try ChromiumConformanceTests.corpus().prefix(120).map { $0 }
        let widths = [64.0, 137.5, 230]
        let jobs = texts.indices.flatMap { index in widths.map { (index, $0) } }
        let serial = jobs.map { own.layout(texts[$0.0], font: .inter(16, .medium), lineHeight: 21, maxWidth: $0.1) }
        own.removeAllWords()
        let results = LockedResults(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { job in
            results.set(job, own.layout(texts[jobs[job].0], font: .inter(16, .medium), lineHeight: 21, maxWidth: jobs[job].1))
        }
        #expect(results.values == serial)
    }

    /// Caches far smaller than the texts (4 words, 2 layouts) evict all the
    /// time and change no result.
    @Test func tinyCachesChangeNoLayout() throws {
        let tiny = try InterTextMeasurer(wordTableEntries: 4, layoutCache: LayoutCache(maxEntries: 2, shardCount: 1))
        let roomy = try InterTextMeasurer()
        let texts = try ChromiumConformanceTests.corpus()
        for _ in 0..<2 {
            for (index, text) in texts.enumerated() {
                let font = Font.inter([13.0, 15, 17, 20][index % 4], FontWeight.allCases[index % 4])
                for width in [64.0, 180] {
                    #expect(tiny.layout(text, font: font, lineHeight: 20, maxWidth: width)
                            == roomy.layout(text, font: font, lineHeight: 20, maxWidth: width), "\(text)")
                }
            }
        }
    }

    @Test func emptyingTheCacheChangesNothing() throws {
        let own = try InterTextMeasurer()
        let before = own.layout(paragraph, font: .inter(17, .bold), lineHeight: 22, maxWidth: 170)
        own.removeAllWords()
        #expect(own.layout(paragraph, font: .inter(17, .bold), lineHeight: 22, maxWidth: 170) == before)
    }

    @Test func canonicallyEquivalentTextsAreLaidOutApart() throws {
        let own = try InterTextMeasurer()
        let decomposed = own.layout("Cafe\u{301} Cafe\u{301}", font: .inter(15), lineHeight: 20, maxWidth: 40)
        let precomposed = own.layout("Caf\u{E9} Caf\u{E9}", font: .inter(15), lineHeight: 20, maxWidth: 40)
        #expect(decomposed.lineStarts == [0, 6])
        #expect(precomposed.lineStarts == [0, 5])
    }

    @Test func aMissingFontNamesThePath() {
        #expect(throws: FontFileError.missing("/nonexistent/Inter-Regular.woff2")) {
            try InterTextMeasurer(fontDirectory: URL(fileURLWithPath: "/nonexistent"))
        }
        #expect(FontFileError.missing("/nonexistent/Inter-Regular.woff2").description
                == "font file /nonexistent/Inter-Regular.woff2 not found; it is one of MFSText's resources: rebuild mfs (make site)")
    }

    @Test func aFileThatIsNoFontIsUnreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = InterFontFiles.url(.regular, in: folder)
        try Data("wOF2 but not a font".utf8).write(to: file)
        #expect(throws: FontFileError.unreadable(file.path)) { try InterTextMeasurer(fontDirectory: folder) }
    }
}

/// Layouts written from several threads, read after they finish.
private final class LockedResults: Sendable {
    private let storage: PthreadMutex<[TextLayout?]>

    init(count: Int) { storage = PthreadMutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ layout: TextLayout) {
        storage.withLock { $0[index] = layout }
    }

    var values: [TextLayout] { storage.withLock { $0.compactMap { $0 } } }
}
