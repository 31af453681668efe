/// The seam between an app's screens and the site: the screens embeds and
/// `mfs screen` can name, and the life-cycle scenarios `mfs-trace` blocks can
/// name. The site generator and the checker know screens only through it; an
/// executable hands its provider to them (the demo app's is `DemoScreens`).
///
/// Contract: names are unique within `screens` and within `scenarios`, and
/// both lists are the same on every call; the provider MAY be used from any thread.
public protocol ScreenProvider: Sendable {
    /// The screens, in the order `mfs screens` lists them.
    var screens: [any ScreenDefinition] { get }
    /// The trace scenarios, in the order `mfs traces` lists them.
    var scenarios: [TraceScenario] { get }
}
