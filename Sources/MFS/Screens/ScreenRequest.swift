/// What to compute: one screen at one size, with view-model overrides and a state.
public struct ScreenRequest: Hashable, Sendable {
    public var size: Size
    /// Overrides of the default view model's fields, by key.
    public var model: [String: ModelValue]
    /// A screen-specific state (`expanded`); `nil` for the screen's default.
    public var state: String?
    public var language: Language

    public init(size: Size, model: [String: ModelValue] = [:], state: String? = nil, language: Language = .en) {
        self.size = size
        self.model = model
        self.state = state
        self.language = language
    }
}
