import MFS

/// The site's own screens.
struct SiteScreens: ScreenProvider {
    let screens: [any ScreenDefinition] = [BadgeScreen()]
    let scenarios: [TraceScenario] = []
}
