import CFreeType
import CHarfBuzz
import Foundation

/// One Inter file (one weight), opened with FreeType for advances and with
/// HarfBuzz for shaping. Thread-safe: FreeType is used under a lock, and the
/// HarfBuzz face is immutable.
final class FontFace: @unchecked Sendable {
    let path: String
    /// The HarfBuzz face (`hb_face_t *`), immutable.
    let harfBuzzFace: OpaquePointer
    let glyphCount: Int
    private let library: FT_Library
    private let face: FT_Face
    private let lock = NSLock()

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
        let blob = hb_blob_create_from_file_or_fail(path)
        guard let blob, let harfBuzzFace = hb_face_create(blob, 0), hb_face_get_glyph_count(harfBuzzFace) > 0 else {
            hb_blob_destroy(blob)
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw FontFileError.unreadable(path)
        }
        hb_blob_destroy(blob)
        hb_face_make_immutable(harfBuzzFace)
        self.library = library
        self.face = face
        self.harfBuzzFace = harfBuzzFace
        self.glyphCount = Int(face.pointee.num_glyphs)
    }

    deinit {
        hb_face_destroy(harfBuzzFace)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The unhinted advance of every glyph at `size` px in 16.16 fixed-point
    /// px, exactly as FreeType computes it for Chromium's Skia on Linux:
    /// `FT_Set_Char_Size` with the size in 26.6 (truncated) at 72 dpi, then
    /// `FT_Get_Advances` with `FT_LOAD_NO_HINTING`, which is
    /// `round(units * x_scale / 64)` with `x_scale = round(size64 << 16 / upem)`.
    func advances(size: Double) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
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
