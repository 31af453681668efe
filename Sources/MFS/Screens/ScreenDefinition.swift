/// A screen a `ScreenProvider` offers: what embeds and the CLI can run through the engine.
///
/// Contract: `render` MUST be deterministic and MAY run on any thread; it is
/// called only with requests `ScreenProvider.validated` accepted.
public protocol ScreenDefinition: Sendable {
    /// The name embeds give (`login`, `wallPost`); unique within its provider.
    var name: String { get }
    /// One line for `mfs screens`.
    var summary: String { get }
    /// What the screen shows, by site language code (`ru`): the text alternative
    /// of its figures. A language without one says `name: summary`.
    var descriptions: [String: String] { get }
    /// The view-model keys an embed may set.
    var modelKeys: [ModelKey] { get }
    /// The states an embed may ask for; the first is the default. Empty for none.
    var states: [String] { get }
    /// Builds the screen at `request.size` and snapshots its frame tree.
    func render(_ request: ScreenRequest) -> ScreenSnapshot
    /// The engine's record of the work the screen in `request`'s state has handed
    /// to the background (the profile's next page, `paging`), done now on every
    /// core; `nil` when it hands none. Unlike `render`, its timings and the split
    /// between workers vary from run to run.
    func precomputation(_ request: ScreenRequest) -> [PrecomputationWorker]?
}

extension ScreenDefinition {
    public func precomputation(_ request: ScreenRequest) -> [PrecomputationWorker]? { nil }
}
