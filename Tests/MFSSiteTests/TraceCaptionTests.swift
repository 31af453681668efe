import MFSScreens
@testable import MFSSite
import Testing

/// A trace table's caption is in the page's language: every scenario the catalog
/// offers has a Russian, a Spanish and a German caption (otherwise the English summary shows).
@Suite struct TraceCaptionTests {
    @Test(arguments: ["ru", "es", "de"])
    func everyScenarioHasACaption(language: String) {
        let captions = SiteLanguage.shipped(language).strings.scenarioCaptions
        #expect(TraceCatalog.scenarios.map(\.name).filter { captions[$0] == nil } == [])
        #expect(Set(captions.keys).subtracting(TraceCatalog.scenarios.map(\.name)) == [])
    }
}
