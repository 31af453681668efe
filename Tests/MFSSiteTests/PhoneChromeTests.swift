import MFS
import MFSScreens
@testable import MFSSite
import Testing

/// Issue 16, part 6: a whole screen at a phone's size is drawn in a phone's chrome,
/// outside its canvas, which keeps the engine's size.
@Suite struct PhoneChromeTests {
    private func figure(_ screen: any ScreenDefinition, _ width: Double, _ height: Double) -> String {
        let request = ScreenRequest(size: Size(width: width, height: height), language: .en)
        return ScreenHTML().figure(screen.render(request), request: request)
    }

    @Test func aPhoneScreenHasAStatusBarAboveItsCanvasAndAHomeIndicatorBelow() {
        let html = figure(LoginScreen(), 320, 568)
        #expect(html.hasPrefix("<figure class=\"mfs-screen\" data-chrome=\"phone\" data-screen=\"login\""))
        #expect(html.contains("""
            <div class="mfs-phone">
            <div class="mfs-status-bar" aria-hidden="true"><span>9:41</span><span class="mfs-status-icons"><i></i><i></i><i></i></span></div>
            <div class="mfs-canvas" style="position:relative;width:320px;height:568px;
            """))
        #expect(html.hasSuffix("""
            </div>
            <div class="mfs-home-indicator" aria-hidden="true"></div>
            </div>
            <figcaption>320 × 568 · portrait</figcaption>
            </figure>

            """))
    }

    @Test func inLandscapeOnlyABezelIsAboveTheCanvas() {
        #expect(figure(LoginScreen(), 568, 320).contains("""
            <div class="mfs-phone">
            <div class="mfs-bezel" aria-hidden="true"></div>
            <div class="mfs-canvas" style="position:relative;width:568px;height:320px;
            """))
    }

    @Test func aTabletOrASingleCellHasNoChrome() {
        #expect(!figure(LoginScreen(), 768, 1024).contains("mfs-phone"))
        #expect(!figure(FriendScreen(), 320, 568).contains("mfs-phone"))
        #expect(figure(FriendsScreen(), 320, 568).contains("data-chrome=\"phone\""))
    }
}
