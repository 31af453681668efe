import Foundation
import MFS

/// Where the Inter font files the engine measures with live; the site copies
/// the same files and loads them with `@font-face`, so both sides use one font.
public enum InterFontFiles {
    /// Debian's `fonts-inter` folder.
    public static let directory = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter")

    /// The Debian package that provides the files.
    public static let package = "fonts-inter"

    /// The file name of `weight` (`Inter-SemiBold.otf`).
    public static func fileName(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: "Inter-Regular.otf"
        case .medium: "Inter-Medium.otf"
        case .semibold: "Inter-SemiBold.otf"
        case .bold: "Inter-Bold.otf"
        }
    }

    /// The file of `weight` in `directory`.
    public static func url(_ weight: FontWeight, in directory: URL = directory) -> URL {
        directory.appendingPathComponent(fileName(weight))
    }

    /// Every weight's file.
    /// - Throws: `FontFileError.missing` for the first file that does not exist.
    public static func all(in directory: URL = directory) throws -> [URL] {
        try FontWeight.allCases.map { weight in
            let file = url(weight, in: directory)
            guard FileManager.default.fileExists(atPath: file.path) else { throw FontFileError.missing(file.path) }
            return file
        }
    }
}
