/// Every life-cycle scenario an `mfs-trace` block can name.
public enum TraceCatalog {
    /// The scenarios, in the order `mfs traces` lists them.
    public static let scenarios: [TraceScenario] = TraceScenario.controllerScenarios + TraceScenario.cellScenarios
        + TraceScenario.profileScenarios

    public static func scenario(named name: String) -> TraceScenario? {
        scenarios.first { $0.name == name }
    }
}
