import Foundation
import Testing
@testable import MFSSite

/// The intrinsic size of each image format is read from the header of a tiny
/// file made for it (`Fixtures/images`, written byte by byte with python3:
/// real PNG and GIF files, and JPEG and WebP files that hold their headers).
@Suite struct ImageSizeTests {
    static func size(_ name: String) throws -> ImageSize {
        try ImageSize(of: Array(Data(contentsOf: Bundle.module.url(forResource: "Fixtures/images/\(name)", withExtension: nil)!)))
    }

    static func failure(_ name: String) throws -> String? {
        do { _ = try size(name) } catch let failure as ImageSize.Unreadable { return failure.reason }
        return nil
    }

    @Test func eachFormatsSizeIsReadFromItsHeader() throws {
        #expect(try Self.size("tiny.png") == ImageSize(width: 3, height: 2))
        #expect(try Self.size("tiny.jpg") == ImageSize(width: 5, height: 4))
        #expect(try Self.size("tiny.gif") == ImageSize(width: 7, height: 6))
        #expect(try Self.size("lossy.webp") == ImageSize(width: 9, height: 8))
        #expect(try Self.size("lossless.webp") == ImageSize(width: 11, height: 10))
        #expect(try Self.size("extended.webp") == ImageSize(width: 13, height: 12))
    }

    /// Pixels win over the viewBox; the viewBox gives what is missing, with its aspect ratio.
    @Test func anSVGsSizeIsItsWidthAndHeightOrItsViewBox() throws {
        #expect(try Self.size("sized.svg") == ImageSize(width: 120, height: 80))
        #expect(try Self.size("viewbox.svg") == ImageSize(width: 300, height: 150))
        #expect(try Self.size("half.svg") == ImageSize(width: 60, height: 30))
    }

    @Test func aSizeThatCannotBeReadSaysWhy() throws {
        #expect(try Self.failure("cut.png") == "its PNG header is cut short")
        #expect(try Self.failure("percent.svg") == "its <svg> tag has neither a width and height in pixels nor a viewBox")
        #expect(try Self.failure("notes.txt") == "it is none of the image formats whose size mfs reads (PNG, JPEG, GIF, WebP, SVG)")
        #expect(throws: ImageSize.Unreadable(reason: "its header gives the size 0x2")) {
            try ImageSize(of: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 0, 0, 0, 0, 2])
        }
    }
}
