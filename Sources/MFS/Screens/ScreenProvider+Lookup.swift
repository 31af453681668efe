/// Finding a screen or a scenario by name, and checking a request against its screen.
extension ScreenProvider {
    /// The screen named `name`, or `nil`.
    public func screen(named name: String) -> (any ScreenDefinition)? {
        screens.first { $0.name == name }
    }

    /// The scenario named `name`, or `nil`.
    public func scenario(named name: String) -> TraceScenario? {
        scenarios.first { $0.name == name }
    }

    /// The screen named `name` after checking that `request` fits it: known
    /// model keys (in key order) of the right type, a known state.
    public func validated(_ name: String, _ request: ScreenRequest) throws(ScreenError) -> any ScreenDefinition {
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
}
