import MFS

/// The demo app as a screen provider: its seven screens and its life-cycle
/// scenarios, which `mfs`, `mfs-server` and the fuzzer hand to the site.
public struct DemoScreens: ScreenProvider {
    public let screens: [any ScreenDefinition] = [
        LoginScreen(),
        FriendScreen(),
        MessageScreen(),
        WallPostScreen(),
        ProfileScreen(),
        FriendsScreen(),
        ChatScreen(),
    ]

    public let scenarios: [TraceScenario] = TraceScenario.controllerScenarios + TraceScenario.cellScenarios
        + TraceScenario.profileScenarios

    public init() {}
}
