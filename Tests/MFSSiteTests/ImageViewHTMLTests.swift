import Foundation
@testable import MFS
import MFSScreens
@testable import MFSSite
import Testing

/// Issue 16, part 1: an image view names its picture and content mode (the stylesheet
/// draws `assets/images/NAME.svg` inside the box with them) and is read by its label.
@Suite struct ImageViewHTMLTests {
    @Test func drawsTheLogoByNameAndContentModeWithItsLabelAsAltText() {
        let logo = ViewSnapshot(name: "logoImgView", kind: .image, frame: Rect(x: 88, y: 102, width: 144, height: 144),
                                isHidden: false, cache: .none, text: nil, lines: nil, backgroundColor: nil, gradient: nil,
                                cornerRadius: 0, clipsToBounds: true, borderWidth: 0, borderColor: nil, font: nil,
                                lineHeight: nil, numberOfLines: 0, textColor: nil, textAlignment: .left, imageName: "logo",
                                contentMode: .scaleAspectFit, accessibilityLabel: "MFS", depth: 0)
        #expect(ScreenHTML().view(logo) == """
            <div class="mfs-view" data-name="logoImgView" data-cache="none" \
            data-inspect="logoImgView · (88, 102) 144 × 144 · no cache" data-image="logo" \
            data-content-mode="scaleAspectFit" role="img" aria-label="MFS — logoImgView · (88, 102) 144 × 144 · no cache" \
            style="position:absolute;left:88px;top:102px;width:144px;height:144px;overflow:hidden"></div>

            """)
    }

    /// Every picture the screens name is in the theme, with a rule that draws it.
    @Test func theThemeShipsEveryPictureUnder150KB() throws {
        let theme = try Theme.bundled()
        let names = ["logo", "gallery"] + (0..<4).map { "avatar\($0)" } + (0..<6).map { "photo\($0)" }
        let css = try String(contentsOf: theme.assetsDirectory.appendingPathComponent("style.css"), encoding: .utf8)
        var total = 0
        for name in names {
            let url = theme.assetsDirectory.appendingPathComponent("images/\(name).svg")
            total += try Data(contentsOf: url).count
            #expect(css.contains(".mfs-view[data-image=\"\(name)\"]::before { background-image: url(images/\(name).svg); }"))
        }
        #expect(total < 150_000)
    }
}
