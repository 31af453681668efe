import MFS

/// An `mfs-trace` fenced block: `scenario: NAME`, one of a `ScreenProvider`'s scenarios.
public struct TraceEmbed: Sendable {
    public var scenario: TraceScenario

    /// Parses the block's YAML `body`; `line` is the file line of the fence.
    /// An unknown scenario is an error at its value, listing the known ones;
    /// so is a value that is not a string. `screens` holds the scenarios it may name.
    public static func parse(_ body: String, path: String, line: Int, screens: any ScreenProvider) throws(Diagnostic) -> TraceEmbed {
        let mapping = try YAMLMapping(body, path: path, fenceLine: line, allowed: ["scenario"])
        guard let (node, name) = try mapping.string("scenario") else { throw mapping.error("an mfs-trace block needs 'scenario: NAME'") }
        guard let scenario = screens.scenario(named: name) else {
            let known = screens.scenarios.map(\.name).joined(separator: ", ")
            throw mapping.error(at: node, "unknown trace scenario '\(name)'; known scenarios: \(known)")
        }
        return TraceEmbed(scenario: scenario)
    }
}
