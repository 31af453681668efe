@testable import MFSSite
import Testing

/// Issue 16, part 3: a wall post's gallery carries the engine's collapsed and expanded
/// snapshots in every figure, switched by one checkbox; a clamped text unclamps.
@Suite struct ReadMoreToggleHTMLTests {
    @Test func aWallPostFigureCarriesBothStatesAndTheEmbedHasTheToggle() throws {
        let html = try BlockTests.page("```mfs\nscreen: wallPost\nsizes: [320x568]\n```\n")
        #expect(html.contains("""
            <div class="mfs-embed">
            <p class="mfs-hint">
            """))
        #expect(html.contains("""
            <input type="checkbox" class="mfs-toggle" id="mfs-gallery-1-read-more">
            <label for="mfs-gallery-1-read-more"><span class="mfs-switch"></span>Нажать «Показать полностью…»</label>
            <div class="mfs-screens"
            """))
        #expect(html.contains("data-language=\"ru\" data-states=\"collapsed expanded\" tabindex=\"0\""))
        #expect(html.contains("<div class=\"mfs-canvas\" style=\"position:relative;--pw:320px;--ph:416px;--lw:320px;--lh:612px;"))
        #expect(html.contains("""
            data-name="textLbl" data-cache="frames" data-lines="6" data-lines-on="17" \
            data-inspect="textLbl · (12, 64) 296 × 120 → (12, 64) 296 × 340 · кэш фреймов (subviewFrames)"
            """))
        #expect(html.contains("-webkit-line-clamp:var(--clamp);--pc:6;--lc:none\">"))
    }

    @Test func anExpandedEmbedOrAScreenWithoutTheStateHasNoToggle() throws {
        #expect(!(try BlockTests.page("```mfs\nscreen: wallPost\nstate: expanded\nsizes: [320x568]\n```\n")).contains("mfs-toggle"))
        #expect(!(try BlockTests.page("```mfs\nscreen: friend\nsizes: [320x568]\n```\n")).contains("mfs-toggle"))
    }
}
