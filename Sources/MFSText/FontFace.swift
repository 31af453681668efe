import CFreeType
import CHarfBuzz
import MFS
import Foundation

/// One Inter file (one weight, OpenType or WOFF2), opened with FreeType for
/// advances and with HarfBuzz for shaping. FreeType decodes WOFF2 (Debian's
/// libfreetype6 is built with brotli); HarfBuzz cannot, so it is given the
/// font FreeType decoded: both read the very same tables. Thread-safe:
/// FreeType is used under a mutex, and the HarfBuzz face is immutable.
/// `@unchecked Sendable` because the C handles (pointers) are not Sendable
/// to the compiler; the mutex and the immutability above make sharing safe.
final class FontFace: @unchecked Sendable {
    let path: String
    /// The HarfBuzz face (`hb_face_t *`), immutable.
    let harfBuzzFace: OpaquePointer
    let glyphCount: Int
    private let library: FT_Library
    private let face: FT_Face
    /// Guards every use of `library` and `face` after `init`.
    private let freeType = PthreadMutex(())

    /// FreeType's `FT_LOAD_NO_HINTING`.
    private static let loadNoHinting: FT_Int32 = 1 << 1

    /// Opens `file`.
    /// - Throws: `FontFileError.missing` when there is no file, `.unreadable`
    ///   when FreeType or HarfBuzz cannot read it.
    init(file: URL) throws {
        path = file.path
        guard FileManager.default.fileExists(atPath: path) else { throw FontFileError.missing(path) }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontFileError.unreadable(path) }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            throw FontFileError.unreadable(path)
        }
        guard let harfBuzzFace = Self.harfBuzzFace(of: face) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw FontFileError.unreadable(path)
        }
        self.library = library
        self.face = face
        self.harfBuzzFace = harfBuzzFace
        self.glyphCount = Int(face.pointee.num_glyphs)
    }

    /// A HarfBuzz face over a copy of the OpenType font `face` was read from
    /// (for WOFF2, the font FreeType decoded); nil when there is none.
    private static func harfBuzzFace(of face: FT_Face) -> OpaquePointer? {
        // Table tag 0: the whole font.
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, 0, 0, nil, &length) == 0, length > 0, length <= FT_ULong(Int32.max) else { return nil }
        var font = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, 0, 0, &font, &length) == 0 else { return nil }
        let blob = font.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { hb_blob_create($0.baseAddress, UInt32(length), HB_MEMORY_MODE_DUPLICATE, nil, nil) }
        }
        defer { hb_blob_destroy(blob) }
        guard let harfBuzzFace = hb_face_create(blob, 0) else { return nil }
        guard hb_face_get_glyph_count(harfBuzzFace) > 0 else {
            hb_face_destroy(harfBuzzFace)
            return nil
        }
        hb_face_make_immutable(harfBuzzFace)
        return harfBuzzFace
    }

    deinit {
        hb_face_destroy(harfBuzzFace)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Every character the font maps to a glyph (its Unicode cmap), ascending.
    var characters: [UInt32] {
        freeType.withLock { _ in
            var characters: [UInt32] = [], glyph: FT_UInt = 0
            var character = FT_Get_First_Char(face, &glyph)
            while glyph != 0 {
                characters.append(UInt32(character))
                character = FT_Get_Next_Char(face, character, &glyph)
            }
            return characters
        }
    }

    /// The unhinted advance of every glyph at `size` px in 16.16 fixed-point
    /// px, exactly as FreeType computes it for Chromium's Skia on Linux:
    /// `FT_Set_Char_Size` with the size in 26.6 (truncated) at 72 dpi, then
    /// `FT_Get_Advances` with `FT_LOAD_NO_HINTING`, which is
    /// `round(units * x_scale / 64)` with `x_scale = round(size64 << 16 / upem)`.
    func advances(size: Double) -> [Int32] {
        freeType.withLock { _ in
            let size64 = FT_F26Dot6(size * 64)
            guard size64 > 0, FT_Set_Char_Size(face, size64, size64, 72, 72) == 0 else {
                return [Int32](repeating: 0, count: glyphCount)
            }
            var fixed = [FT_Fixed](repeating: 0, count: glyphCount)
            if FT_Get_Advances(face, 0, FT_UInt(glyphCount), Self.loadNoHinting, &fixed) != 0 {
                return [Int32](repeating: 0, count: glyphCount)
            }
            return fixed.map { Int32(clamping: $0) }
        }
    }
}
