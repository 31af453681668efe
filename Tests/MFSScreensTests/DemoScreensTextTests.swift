import MFS
import MFSScreens
import Testing

/// The demo carries its own words for the site: every screen a description and
/// every trace scenario a caption, in Russian, Spanish and German, and in no
/// other language (English shows the summaries).
@Suite struct DemoScreensTextTests {
    static let languages: Set<String> = ["ru", "es", "de"]

    @Test func everyScreenIsDescribedInTheThemesOtherLanguages() {
        #expect(DemoScreens().screens.filter { Set($0.descriptions.keys) != Self.languages }.map(\.name) == [])
    }

    @Test func everyScenarioHasACaptionInTheThemesOtherLanguages() {
        #expect(DemoScreens().scenarios.filter { Set($0.captions.keys) != Self.languages }.map(\.name) == [])
    }
}
