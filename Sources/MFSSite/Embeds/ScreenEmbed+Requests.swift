import MFS

extension ScreenEmbed {
    /// What the block asks the engine for in a page in `language`: one request per size it lists.
    public func requests(language: Language) -> [ScreenRequest] {
        sizes.map { ScreenRequest(size: $0, model: model, state: state, language: language) }
    }
}
