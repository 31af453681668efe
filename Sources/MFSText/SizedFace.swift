import CHarfBuzz

/// One weight at one size: a HarfBuzz font at a 16.16 scale whose horizontal
/// advances are FreeType's unhinted advances, as Chromium shapes with.
///
/// Not thread-safe (it owns a reusable shaping buffer): its `Shaper`
/// belongs to one thread.
final class SizedFace {
    /// The HarfBuzz font (`hb_font_t *`).
    private let font: OpaquePointer
    /// The glyph count, then the advance of each glyph id, 16.16 px; HarfBuzz
    /// reads them through `advanceFunctions`.
    private let advances: UnsafeMutableBufferPointer<Int32>
    private let buffer: OpaquePointer
    private var scalars: [UInt32] = []
    /// Shape plans made so far, by segment properties (a few scripts).
    private var plans: [(properties: hb_segment_properties_t, plan: OpaquePointer)] = []
    /// The UTF-8 byte offset of each of `scalars` in the loaded text.
    private var scalarOffsets: [Int] = []
    /// The advance of U+0020, 16.16 px: what a collapsed space adds between words.
    private(set) var spaceWidth = 0
    /// The font size, 16.16 px (more than any kerning pair can take back).
    let emSize: Int

    init(face: FontFace, size: Double) {
        let table = face.advances(size: size)
        advances = .allocate(capacity: table.count + 1)
        _ = advances.initialize(from: [Int32(table.count)] + table)
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
        scalars = [0x20]
        spaceWidth = shapedWidth()
    }

    deinit {
        for entry in plans { hb_shape_plan_destroy(entry.plan) }
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        advances.deallocate()
    }

    /// The width of `bytes` (valid UTF-8) shaped alone with HarfBuzz defaults
    /// (kerning on), 16.16 px. Characters are first mapped as Blink's shaper
    /// maps them: a no-break space is shaped as a space, C0 and C1 control
    /// characters as a zero-width space (so they have no width).
    func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        load(bytes, between: false)
        return shapedWidth()
    }

    /// The pen position at each of `offsets` (UTF-8 byte offsets into
    /// `bytes`, ascending) when `bytes` is shaped whole: the advances of the
    /// glyphs of the characters before it, with their kerning with the
    /// character at the offset (which HarfBuzz puts on the first glyph).
    /// `safe[j]`: HarfBuzz left a break before the character at `offsets[j]`
    /// safe (no glyph changes if the text is shaped in two there).
    func positions(in bytes: UnsafeBufferPointer<UInt8>, at offsets: [Int]) -> (stops: [Int], safe: [Bool]) {
        load(bytes, between: false)
        let glyphs = shape()
        let walk = walk(glyphs, 0..<glyphs.infos.count, at: offsets)
        return (walk.pens, walk.safe)
    }

    /// `bytes` (one word) shaped once between two spaces, as it sits in a
    /// paragraph; nil when HarfBuzz lays it out right to left.
    func spaced(_ bytes: UnsafeBufferPointer<UInt8>, at offsets: [Int]) -> SpacedWord? {
        load(bytes, between: true)
        let glyphs = shape()
        let count = glyphs.infos.count
        guard count >= 3, glyphs.infos[0].cluster == 0, glyphs.infos[count - 1].cluster == UInt32(scalars.count - 1) else { return nil }
        // Glyph 0 is the leading space, glyph count - 1 the trailing one.
        let walk = walk(glyphs, 1..<count - 1, at: offsets)
        return SpacedWord(leadingSpace: Int(glyphs.positions[0].x_advance), body: walk.end,
                          isSafeAtStart: Self.isSafe(glyphs.infos[1]), isSafeAtEnd: Self.isSafe(glyphs.infos[count - 1]),
                          pens: walk.pens, safe: walk.safe)
    }

    /// Adds up the advances of `glyphs[range]` (left to right): the pen
    /// position at each of `offsets` (UTF-8 byte offsets into the loaded
    /// text, ascending) from the range's start, whether a break before the
    /// character there is safe, and the pen position at the range's end.
    private func walk(_ glyphs: Glyphs, _ range: Range<Int>, at offsets: [Int]) -> (pens: [Int], safe: [Bool], end: Int) {
        var pens: [Int] = [], safe: [Bool] = [], pen = 0, glyph = range.lowerBound
        pens.reserveCapacity(offsets.count)
        safe.reserveCapacity(offsets.count)
        func advance() {
            pen += Int(glyphs.positions[glyph].x_advance)
            glyph += 1
        }
        for offset in offsets {
            while glyph < range.upperBound, scalarOffsets[Int(glyphs.infos[glyph].cluster)] < offset { advance() }
            pens.append(pen)
            safe.append(glyph < range.upperBound && scalarOffsets[Int(glyphs.infos[glyph].cluster)] == offset
                        && Self.isSafe(glyphs.infos[glyph]))
        }
        while glyph < range.upperBound { advance() }
        return (pens, safe, pen)
    }

    /// Whether HarfBuzz left a break before `glyph` safe.
    private static func isSafe(_ glyph: hb_glyph_info_t) -> Bool {
        glyph.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue == 0
    }

    /// Fills `scalars` with `bytes` mapped for shaping, between two spaces when asked.
    private func load(_ bytes: UnsafeBufferPointer<UInt8>, between: Bool) {
        scalars.removeAll(keepingCapacity: true)
        scalarOffsets.removeAll(keepingCapacity: true)
        var offset = 0
        if between {
            scalars.append(0x20)
            scalarOffsets.append(0)
        }
        var iterator = bytes.makeIterator(), decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            scalars.append(Self.shapingScalar(scalar.value))
            scalarOffsets.append(offset)
            offset += UTF8.width(scalar)
        }
        if between {
            scalars.append(0x20)
            scalarOffsets.append(offset)
        }
    }

    /// The width of `scalars` shaped: the sum of the glyphs' x advances.
    private func shapedWidth() -> Int {
        shape().positions.reduce(0) { $0 + Int($1.x_advance) }
    }

    /// HarfBuzz's output buffers: glyph infos and positions, in visual order.
    private typealias Glyphs = (infos: UnsafeBufferPointer<hb_glyph_info_t>, positions: UnsafeBufferPointer<hb_glyph_position_t>)

    /// Shapes `scalars`: the glyphs in visual order (`cluster` is the index
    /// of a glyph's first scalar) and their positions, HarfBuzz's buffers,
    /// valid until the next shaping.
    private func shape() -> Glyphs {
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { hb_buffer_add_codepoints(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
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
/// function falls through to the parent OpenType font. Immutable.
/// The font data is a `SizedFace.advances` table: the glyph count, then the advances.
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
