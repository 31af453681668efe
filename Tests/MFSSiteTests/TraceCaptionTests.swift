import MFSScreens
@testable import MFSSite
import Testing

/// A trace table's caption is in the page's language: every scenario the catalog
/// offers has a Russian and a Spanish caption (otherwise the English summary shows).
@Suite struct TraceCaptionTests {
    @Test(arguments: [Language.ru, .es])
    func everyScenarioHasACaption(language: Language) {
        let captions = SiteStrings.of(language).scenarioCaptions
        #expect(TraceCatalog.scenarios.map(\.name).filter { captions[$0] == nil } == [])
        #expect(Set(captions.keys).subtracting(TraceCatalog.scenarios.map(\.name)) == [])
    }
}
