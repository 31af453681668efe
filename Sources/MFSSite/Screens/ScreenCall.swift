import MFS

/// One request a page's block makes of a screen, as the build will render it:
/// what a site's own screens are tried out with in a child process first
/// (`CombinedScreens.tryOut`, `SiteScreenProbe`). Codable: the child reads them as JSON.
struct ScreenCall: Hashable, Sendable, Codable {
    var screen: String
    var size: Size
    var model: [String: ModelValue]
    var state: String?
    var language: String

    init(screen: String, request: ScreenRequest) {
        self.screen = screen
        size = request.size
        model = request.model
        state = request.state
        language = request.language.rawValue
    }

    /// The request, `nil` when `language` is none of `Language`'s.
    var request: ScreenRequest? {
        Language(rawValue: language).map { ScreenRequest(size: size, model: model, state: state, language: $0) }
    }
}
