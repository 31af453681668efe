import MFS

/// Every screen embeds and the CLI can name, and the checks of a request.
public enum ScreenCatalog {
    /// The screens, in the order `mfs screens` lists them.
    public static let screens: [any ScreenDefinition] = [
        LoginScreen(),
        FriendScreen(),
        MessageScreen(),
        WallPostScreen(),
        ProfileScreen(),
        FriendsScreen(),
        ChatScreen(),
    ]

    public static func screen(named name: String) -> (any ScreenDefinition)? {
        screens.first { $0.name == name }
    }

    /// The screen named `name` after checking that `request` fits it.
    public static func validated(_ name: String, _ request: ScreenRequest) throws(ScreenError) -> any ScreenDefinition {
        guard let screen = screen(named: name) else {
            throw .unknownScreen(name, known: screens.map(\.name))
        }
        for (key, value) in request.model.sorted(by: { $0.key < $1.key }) {
            guard let modelKey = screen.modelKeys.first(where: { $0.name == key }) else {
                throw .unknownModelKey(key, screen: name, known: screen.modelKeys.map(\.name))
            }
            guard value.type == modelKey.type else { throw .wrongValueType(key: key, expected: modelKey.type) }
        }
        if let state = request.state, !screen.states.contains(state) {
            throw .unknownState(state, screen: name, known: screen.states)
        }
        return screen
    }

    /// Parses `WIDTHxHEIGHT` (`320x568`); both sides must be positive.
    public static func parseSize(_ text: String) throws(ScreenError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width > 0, height > 0, width.isFinite, height.isFinite, width <= 10_000, height <= 100_000
        else { throw .invalidSize(text) }
        return Size(width: width, height: height)
    }

    /// The default device set: phones in both orientations and a tablet.
    public static let defaultSizes: [Size] = [
        Size(width: 320, height: 568), Size(width: 568, height: 320),
        Size(width: 375, height: 667), Size(width: 667, height: 375),
        Size(width: 414, height: 896), Size(width: 768, height: 1024),
    ]
}
