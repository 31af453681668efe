import Foundation
import MFS

/// The Inter files the engine measures with and the site serves: WOFF2 subsets
/// of Debian's `fonts-inter` (Latin-1, Latin Extended-A, Cyrillic, General
/// Punctuation and a few symbols, every OpenType feature kept), made by
/// `subset-fonts.sh` and shipped as MFSText's resources. The site copies these
/// very files and loads them with `@font-face`, so both sides use one font.
public enum InterFontFiles {
    /// The folder of the subsets and their licence, in MFSText's resources.
    public static let directory: URL = {
        // Joined by hand: `url(forResource:)` first searches localizations (slow).
        (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Fonts")
    }()

    /// The licence the files come with (the SIL Open Font License); it goes wherever they go.
    public static let licenseFileName = "OFL.txt"

    /// The file name of `weight` (`Inter-SemiBold.woff2`).
    public static func fileName(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: "Inter-Regular.woff2"
        case .medium: "Inter-Medium.woff2"
        case .semibold: "Inter-SemiBold.woff2"
        case .bold: "Inter-Bold.woff2"
        }
    }

    /// The file of `weight` in `directory`.
    public static func url(_ weight: FontWeight, in directory: URL = directory) -> URL {
        directory.appendingPathComponent(fileName(weight))
    }

    /// Every weight's file, then the licence.
    /// - Throws: `FontFileError.missing` for the first file that does not exist.
    public static func all(in directory: URL = directory) throws -> [URL] {
        let files = FontWeight.allCases.map { url($0, in: directory) } + [directory.appendingPathComponent(licenseFileName)]
        for file in files where !FileManager.default.fileExists(atPath: file.path) {
            throw FontFileError.missing(file.path)
        }
        return files
    }
}
