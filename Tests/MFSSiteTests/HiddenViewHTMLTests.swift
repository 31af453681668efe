@testable import MFS
import MFSScreens
@testable import MFSSite
import Testing

/// Issue 15: a view the engine hides is `hidden`, and nothing in its inline
/// style (a line clamp's `display`) may override that; nor is it a Tab stop.
@Suite struct HiddenViewHTMLTests {
    /// A one-line clamped label, like a wall post's "read more" button.
    static func label(hidden: Bool, frame: Rect = Rect(x: 12, y: 200, width: 120, height: 18)) -> ViewSnapshot {
        ViewSnapshot(name: "readMoreLbl", kind: .label, frame: frame, isHidden: hidden, cache: .sizes,
                     text: "Show more", lines: 1, backgroundColor: nil, gradient: nil, cornerRadius: 0, clipsToBounds: false,
                     borderWidth: 0, borderColor: nil, font: Font(size: 15), lineHeight: 18, numberOfLines: 1,
                     textColor: nil, textAlignment: .left, imageName: nil, accessibilityLabel: nil, depth: 0)
    }

    @Test func drawsAHiddenClampedLabelWithoutADisplayOrATabStop() {
        #expect(ScreenHTML().view(Self.label(hidden: true)) == """
            <div class="mfs-view mfs-text" data-name="readMoreLbl" data-cache="sizes" data-lines="1" \
            data-inspect="readMoreLbl · (12, 200) 120 × 18 · sizes cache (subviewSizes)" role="group" \
            aria-label="readMoreLbl · (12, 200) 120 × 18 · sizes cache (subviewSizes)" hidden \
            style="position:absolute;left:12px;top:200px;width:120px;height:18px;box-sizing:border-box;font-family:Inter;\
            font-size:15px;font-weight:400;line-height:18px;overflow-wrap:break-word">Show more</div>

            """)
    }

    @Test func clampsTheSameLabelWhenShown() {
        #expect(ScreenHTML().view(Self.label(hidden: false)) == """
            <div class="mfs-view mfs-text" data-name="readMoreLbl" data-cache="sizes" data-lines="1" \
            data-inspect="readMoreLbl · (12, 200) 120 × 18 · sizes cache (subviewSizes)" role="group" \
            aria-label="readMoreLbl · (12, 200) 120 × 18 · sizes cache (subviewSizes)" \
            style="position:absolute;left:12px;top:200px;width:120px;height:18px;box-sizing:border-box;font-family:Inter;\
            font-size:15px;font-weight:400;line-height:18px;overflow-wrap:break-word;display:-webkit-box;\
            -webkit-box-orient:vertical;-webkit-line-clamp:1;overflow:hidden">Show more</div>

            """)
    }

    /// In a rotation demo a label hidden in both orientations is `hidden` without a
    /// display; one hidden in portrait only keeps its clamp and is hidden by `--pv`.
    @Test func rotationHidesByTheAttributeOnlyWhatBothOrientationsHide() {
        let size = { (width: Double, height: Double) in Size(width: width, height: height) }
        let snapshot = { (size: Size, hidden: Bool) in ScreenSnapshot(screen: "demo", size: size, views: [Self.label(hidden: hidden)]) }
        let requests = [ScreenRequest(size: size(320, 568)), ScreenRequest(size: size(568, 320))]
        let rotation = RotationHTML(screens: ScreenHTML())
        let both = rotation.demo(portrait: snapshot(size(320, 568), true), landscape: snapshot(size(568, 320), true),
                                 requests: requests, id: "r", label: "demo")
        #expect(both.contains(" hidden style=\"--px:12px;--py:200px;--lx:12px;--ly:200px;--pw:120px;--ph:18px;--lw:120px;--lh:18px;"
            + "--pt:0px;--lt:0px;box-sizing:border-box;font-family:Inter;font-size:15px;font-weight:400;line-height:18px;"
            + "overflow-wrap:break-word\">Show more</div>"))
        // The stage is the demo's one Tab stop; no view is one.
        #expect(both.components(separatedBy: "tabindex=").count - 1 == 1)
        let portraitOnly = rotation.demo(portrait: snapshot(size(320, 568), true), landscape: snapshot(size(568, 320), false),
                                         requests: requests, id: "r", label: "demo")
        #expect(portraitOnly.components(separatedBy: "tabindex=").count - 1 == 1)
        #expect(portraitOnly.contains(";--pv:hidden;--lv:visible;box-sizing:border-box;font-family:Inter;font-size:15px;font-weight:400;"
            + "line-height:18px;overflow-wrap:break-word;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1;"
            + "overflow:hidden\">Show more</div>"))
        #expect(both.contains("<div class=\"mfs-rotation\" role=\"group\" aria-label=\"demo\" data-screen=\"demo\" "
            + "data-sizes=\"320x568 568x320\" data-language=\"en\">"))
    }
}
