import CHarfBuzz

/// One weight at one size: a HarfBuzz font at a 16.16 scale whose horizontal
/// advances are FreeType's unhinted advances, as Chromium shapes with.
///
/// Wraps HarfBuzz's C objects and reads its glyph buffers through raw
/// pointers. Invariants: `font`, `buffer` and the shape plans live as long
/// as the face; `advances` (the glyph count, then one advance per glyph id)
/// is allocated once and read by HarfBuzz only while the font lives
/// (`spaceKerning` too, read and written by this font only); a
/// `Glyphs` value points into HarfBuzz's buffer and is read before the next
/// shaping. Text is given to HarfBuzz as UTF-8 with each character's byte
/// offset as its cluster. Not thread-safe (one shaping buffer): its
/// `Shaper` belongs to one thread.
final class HarfBuzzFont {
    /// The HarfBuzz font (`hb_font_t *`).
    private let font: OpaquePointer
    /// The glyph count, then the advance of each glyph id, 16.16 px; HarfBuzz
    /// reads them through `advanceFunctions`.
    private let advances: UnsafeMutableBufferPointer<Int32>
    private let buffer: OpaquePointer
    /// Shape plans made so far, by segment properties (a few scripts). Read
    /// at every shaping, by `plan(for:)` alone and never re-entrantly, so its
    /// accesses go unchecked at run time.
    @exclusivity(unchecked) private var plans: [(properties: hb_segment_properties_t, plan: OpaquePointer)] = []
    /// The kerning of a space with each glyph id, 16.16 px: at `2 * glyph`
    /// before the glyph (as the paragraph's shaping puts it on the space), at
    /// `2 * glyph + 1` after it (on the glyph's side); `unknown` until a word
    /// starts or ends in that glyph, `unusable` when it cannot be told so.
    /// Allocated once, like `advances` (a class's array would be checked for
    /// exclusive access at every word).
    private let spaceKerning: UnsafeMutableBufferPointer<Int32>
    private static let unknown = Int32.min, unusable = Int32.min + 1
    /// The advance of U+0020 shaped alone, 16.16 px: what a collapsed space adds between words.
    let spaceWidth: Int
    /// The font size, 16.16 px (more than any kerning pair can take back).
    let emSize: Int

    init(face: FontFace, size: Double) {
        let table = face.advances(size: size)
        advances = .allocate(capacity: table.count + 1)
        _ = advances.initialize(from: [Int32(table.count)] + table)
        spaceKerning = .allocate(capacity: 2 * table.count)
        spaceKerning.initialize(repeating: Self.unknown)
        let scale = Int32(clamping: Int((size * 65536).rounded()))
        emSize = Int(scale)
        let parent = hb_font_create(face.harfBuzzFace)
        hb_font_set_scale(parent, scale, scale)
        font = hb_font_create_sub_font(parent)
        hb_font_destroy(parent)
        hb_font_set_funcs(font, advanceFunctions, UnsafeMutableRawPointer(advances.baseAddress), nil)
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
        buffer = hb_buffer_create()
        hb_buffer_add_utf8(buffer, " ", 1, 0, 1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        spaceWidth = Int(hb_buffer_get_glyph_positions(buffer, nil)[0].x_advance)
    }

    deinit {
        for entry in plans { hb_shape_plan_destroy(entry.plan) }
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        advances.deallocate()
        spaceKerning.deallocate()
    }

    /// The width of `bytes` (valid UTF-8) shaped alone with HarfBuzz defaults
    /// (kerning on), 16.16 px. Characters are first mapped as Blink's shaper
    /// maps them: a no-break space is shaped as a space, C0 and C1 control
    /// characters as a zero-width space (so they have no width).
    func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        load(bytes)
        return shape().positions.reduce(0) { $0 + Int($1.x_advance) }
    }

    /// The pen position at each of `offsets` (UTF-8 byte offsets into
    /// `bytes`, ascending) when `bytes` is shaped whole: the advances of the
    /// glyphs of the characters before it, with their kerning with the
    /// character at the offset (which HarfBuzz puts on the first glyph).
    /// `safe[j]`: HarfBuzz left a break before the character at `offsets[j]`
    /// safe (no glyph changes if the text is shaped in two there).
    func positions(in bytes: UnsafeBufferPointer<UInt8>, at offsets: [Int]) -> (stops: [Int], safe: [Bool]) {
        load(bytes)
        let glyphs = shape()
        let walk = walk(glyphs, 0..<glyphs.infos.count, at: offsets)
        return (walk.pens, walk.safe)
    }

    /// `bytes` (one word) shaped alone, once, with its kerning with a space
    /// on either side taken from this face's tables by edge glyph (each
    /// glyph's measured the first time a word starts or ends with it; nil
    /// when it cannot be known so: `spaced` then tells); nil when HarfBuzz
    /// lays it out right to left or reorders its first character. When the word is wider than
    /// `limit` (16.16 px), the same shaping gives its grapheme pens too
    /// (boundaries from `breaks`), for breaking lines inside it.
    func shaped(_ bytes: UnsafeBufferPointer<UInt8>, at offsets: [Int], graphemesBeyond limit: Int, breaks: BreakFinder) -> ShapedWord? {
        load(bytes)
        let glyphs = shape()
        let count = glyphs.infos.count
        guard count > 0, glyphs.infos[0].cluster == 0 else { return nil }
        let walk = walk(glyphs, 0..<count, at: offsets)
        guard hb_buffer_get_direction(buffer) == HB_DIRECTION_LTR else { return nil }
        var graphemes: GraphemePens?
        if walk.end > limit {
            let offsets = GraphemePens.boundaries(inside: breaks.graphemeBoundaries(in: bytes), count: bytes.count)
            let positions = self.walk(glyphs, 0..<count, at: offsets)
            graphemes = GraphemePens(offsets: offsets, positions: (positions.pens, positions.safe))
        }
        let first = glyphs.infos[0].codepoint, last = glyphs.infos[count - 1].codepoint
        // The edges' contexts, for kernings not measured yet: both read before
        // `measureKerning` shapes again (and overwrites the glyphs).
        let beforeContext = isMeasured(first, after: false) ? nil : {
            // Up to the end of the second character cluster.
            var firstEnd: UInt32?
            for info in glyphs.infos where info.cluster > 0 && info.cluster != firstEnd {
                guard firstEnd == nil else { return UnsafeBufferPointer(rebasing: bytes[..<Int(info.cluster)]) }
                firstEnd = info.cluster
            }
            return bytes
        }()
        let afterContext = isMeasured(last, after: true) ? nil : {
            // From the start of the last but one character cluster.
            let lastStart = glyphs.infos[count - 1].cluster
            return UnsafeBufferPointer(rebasing: bytes[Int(glyphs.infos.reversed().first { $0.cluster < lastStart }?.cluster ?? 0)...])
        }()
        let before = kerning(first, after: false, context: beforeContext), after = kerning(last, after: true, context: afterContext)
        return ShapedWord(width: walk.end, leadingKerning: before, trailingKerning: after, pens: walk.pens, safe: walk.safe,
                          graphemes: graphemes)
    }

    /// Whether the kerning of a space before (`after` false) or after
    /// `glyph` was measured (or is out of the table).
    private func isMeasured(_ glyph: UInt32, after: Bool) -> Bool {
        let slot = 2 * Int(glyph) + (after ? 1 : 0)
        return slot >= spaceKerning.count || spaceKerning[slot] != Self.unknown
    }

    /// The kerning of a space before (`after` false) or after `glyph`, from
    /// `spaceKerning`, measured the first time (`measureKerning`, when
    /// `isMeasured` is false) in `context`: the characters of the word's edge
    /// cluster that gave `glyph`, with the character next to them (a sign or
    /// a parenthesis takes another form beside a digit). Nil when it cannot be told so.
    private func kerning(_ glyph: UInt32, after: Bool, context: UnsafeBufferPointer<UInt8>?) -> Int? {
        let slot = 2 * Int(glyph) + (after ? 1 : 0)
        guard slot < spaceKerning.count else { return nil }
        if spaceKerning[slot] == Self.unknown, let context { spaceKerning[slot] = measureKerning(glyph, after: after, context) }
        return spaceKerning[slot] == Self.unusable ? nil : Int(spaceKerning[slot])
    }

    /// `context` shaped with a space before it (`after` false) or after it,
    /// against `context` alone: what the space gains or loses before
    /// `glyph`, or what `glyph` gains or loses before the space. `unusable`
    /// unless the space changes nothing else: the same glyphs, `glyph` at
    /// the edge, every other advance the same.
    private func measureKerning(_ glyph: UInt32, after: Bool, _ context: UnsafeBufferPointer<UInt8>) -> Int32 {
        load(context)
        let alone = shape()
        let ids = alone.infos.map(\.codepoint), advances = alone.positions.map { Int($0.x_advance) }
        load(context, spaceBefore: !after, spaceAfter: after)
        let spaced = shape()
        let count = spaced.infos.count
        guard !ids.isEmpty, count == ids.count + 1, hb_buffer_get_direction(buffer) == HB_DIRECTION_LTR else { return Self.unusable }
        // The space's glyph, the edge glyph and the shift from a glyph alone to the same glyph spaced.
        let (space, edge, shift) = after ? (count - 1, ids.count - 1, 0) : (0, 0, 1)
        guard ids[edge] == glyph, spaced.infos[space].cluster == UInt32(after ? context.count : 0),
              ids.indices.allSatisfy({ spaced.infos[$0 + shift].codepoint == ids[$0] }),
              ids.indices.allSatisfy({ $0 == edge && after || Int(spaced.positions[$0 + shift].x_advance) == advances[$0] })
        else { return Self.unusable }
        return Int32(clamping: after ? Int(spaced.positions[count - 2].x_advance) - advances[edge]
                                     : Int(spaced.positions[0].x_advance) - spaceWidth)
    }

    /// `bytes` (one word) shaped once between two spaces, as it sits in a
    /// paragraph; nil when HarfBuzz lays it out right to left.
    func spaced(_ bytes: UnsafeBufferPointer<UInt8>, at offsets: [Int]) -> SpacedWord? {
        load(bytes, spaceBefore: true, spaceAfter: true)
        let glyphs = shape()
        let count = glyphs.infos.count
        guard count >= 3, glyphs.infos[0].cluster == 0, glyphs.infos[count - 1].cluster == UInt32(bytes.count + 1) else { return nil }
        // Glyph 0 is the leading space, glyph count - 1 the trailing one.
        let walk = walk(glyphs, 1..<count - 1, at: offsets.map { $0 + 1 })
        return SpacedWord(leadingSpace: Int(glyphs.positions[0].x_advance), body: walk.end,
                          isSafeAtStart: Self.isSafe(glyphs.infos[1]), isSafeAtEnd: Self.isSafe(glyphs.infos[count - 1]),
                          pens: walk.pens)
    }

    /// Adds up the advances of `glyphs[range]` (left to right): the pen
    /// position at each of `offsets` (clusters: byte offsets into the loaded
    /// text, ascending) from the range's start, whether a break before the
    /// character there is safe, and the pen position at the range's end.
    private func walk(_ glyphs: Glyphs, _ range: Range<Int>, at offsets: [Int]) -> (pens: [Int], safe: [Bool], end: Int) {
        var pens: [Int] = [], safe: [Bool] = [], pen = 0, glyph = range.lowerBound
        // Reserving room for none would allocate.
        if !offsets.isEmpty {
            pens.reserveCapacity(offsets.count)
            safe.reserveCapacity(offsets.count)
        }
        for offset in offsets {
            while glyph < range.upperBound, Int(glyphs.infos[glyph].cluster) < offset {
                pen += Int(glyphs.positions[glyph].x_advance)
                glyph += 1
            }
            pens.append(pen)
            safe.append(glyph < range.upperBound && Int(glyphs.infos[glyph].cluster) == offset && Self.isSafe(glyphs.infos[glyph]))
        }
        for glyph in glyph..<max(glyph, range.upperBound) { pen += Int(glyphs.positions[glyph].x_advance) }
        return (pens, safe, pen)
    }

    /// Whether HarfBuzz left a break before `glyph` safe.
    private static func isSafe(_ glyph: hb_glyph_info_t) -> Bool {
        glyph.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue == 0
    }

    /// Puts `bytes` in the buffer, mapped for shaping, with a space before
    /// (cluster 0, the text's clusters then start at 1) or after it when asked.
    /// Text that needs no mapping goes to HarfBuzz as UTF-8, undecoded.
    private func load(_ bytes: UnsafeBufferPointer<UInt8>, spaceBefore: Bool = false, spaceAfter: Bool = false) {
        hb_buffer_clear_contents(buffer)
        if !spaceBefore, !spaceAfter, !Self.needsMapping(bytes) {
            bytes.withMemoryRebound(to: CChar.self) { hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
            return
        }
        hb_buffer_set_content_type(buffer, HB_BUFFER_CONTENT_TYPE_UNICODE)
        let base: UInt32 = spaceBefore ? 1 : 0
        if spaceBefore { hb_buffer_add(buffer, 0x20, 0) }
        var offset: UInt32 = 0
        var iterator = bytes.makeIterator(), decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            hb_buffer_add(buffer, Self.shapingScalar(scalar.value), base + offset)
            offset += UInt32(UTF8.width(scalar))
        }
        if spaceAfter { hb_buffer_add(buffer, 0x20, base + offset) }
    }

    /// Whether `bytes` hold a character `shapingScalar` maps: a C0 control
    /// or DEL (one byte), or U+0080...U+00A0 (0xC2 0x80...0xA0).
    private static func needsMapping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F || (byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] <= 0xA0) { return true }
            index += 1
        }
        return false
    }

    /// HarfBuzz's output buffers: glyph infos and positions, in visual order.
    private typealias Glyphs = (infos: UnsafeBufferPointer<hb_glyph_info_t>, positions: UnsafeBufferPointer<hb_glyph_position_t>)

    /// Shapes the buffer: the glyphs in visual order (`cluster` is the byte
    /// offset of a glyph's first character) and their positions, HarfBuzz's
    /// buffers, valid until the next shaping.
    private func shape() -> Glyphs {
        hb_buffer_guess_segment_properties(buffer)
        var properties = hb_segment_properties_t()
        hb_buffer_get_segment_properties(buffer, &properties)
        hb_shape_plan_execute(plan(for: &properties), font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return (.init(start: nil, count: 0), .init(start: nil, count: 0)) }
        return (UnsafeBufferPointer(start: infos, count: Int(count)), UnsafeBufferPointer(start: positions, count: Int(count)))
    }

    /// The shape plan for `properties`, the one `hb_shape` would use (no
    /// features, no variation coordinates), made once per segment properties.
    private func plan(for properties: inout hb_segment_properties_t) -> OpaquePointer {
        // The fields `hb_segment_properties_equal` compares.
        if let known = plans.first(where: { $0.properties.direction == properties.direction
            && $0.properties.script == properties.script && $0.properties.language == properties.language }) {
            return known.plan
        }
        let plan = hb_shape_plan_create_cached(hb_font_get_face(font), &properties, nil, 0, nil)!
        plans.append((properties, plan))
        return plan
    }

    /// What Blink's shaper feeds HarfBuzz for `scalar`.
    private static func shapingScalar(_ scalar: UInt32) -> UInt32 {
        switch scalar {
        case 0xA0: 0x20
        case 0..<0x20, 0x7F..<0xA0: 0x200B
        default: scalar
        }
    }
}

/// HarfBuzz font functions that read horizontal advances from the table
/// passed as font data (an `Int32` per glyph id, 16.16 px); every other
/// function falls through to the parent OpenType font. Immutable, so
/// shared by every thread (HarfBuzz's font functions are thread-safe once
/// immutable).
/// The font data is a `HarfBuzzFont.advances` table: the glyph count, then the advances.
nonisolated(unsafe) private let advanceFunctions: OpaquePointer = {
    let functions = hb_font_funcs_create()!
    hb_font_funcs_set_glyph_h_advance_func(functions, { _, fontData, glyph, _ in
        advance(fontData, glyph)
    }, nil, nil)
    hb_font_funcs_set_glyph_h_advances_func(functions, { _, fontData, count, glyphs, glyphStride, advances, advanceStride, _ in
        guard var glyph = UnsafeRawPointer(glyphs), var out = UnsafeMutableRawPointer(advances) else { return }
        for _ in 0..<count {
            out.storeBytes(of: advance(fontData, glyph.load(as: hb_codepoint_t.self)), as: hb_position_t.self)
            glyph += Int(glyphStride)
            out += Int(advanceStride)
        }
    }, nil, nil)
    hb_font_funcs_make_immutable(functions)
    return functions
}()

/// The advance of `glyph` in the table `fontData`; 0 for an id out of range.
private func advance(_ fontData: UnsafeMutableRawPointer?, _ glyph: hb_codepoint_t) -> hb_position_t {
    guard let table = fontData?.assumingMemoryBound(to: Int32.self), glyph < UInt32(table[0]) else { return 0 }
    return table[1 + Int(glyph)]
}
