import MFS
import Yams

/// An `mfs` fenced block: a screen of a `ScreenProvider`, the sizes to compute it at,
/// view-model overrides and a state. Validated against the provider's screen when parsed.
public struct ScreenEmbed: Hashable, Sendable {
    public var screen: String
    public var sizes: [Size]
    public var model: [String: ModelValue]
    public var state: String?

    static let keys = ["screen", "sizes", "model", "state"]

    /// Parses the block's YAML `body`; `line` is the file line of the fence, so
    /// the YAML's first line is `line + 1`. Errors point at the offending
    /// node, a value of the wrong kind (a list for `state`) among them.
    /// `screens` holds the screens it may name; `block` names the block in
    /// messages; `sizeCount`, when set, is how many sizes the block must list.
    public static func parse(_ body: String, path: String, line: Int, screens: any ScreenProvider, block: String = "mfs",
                             defaultSizes: [Size] = ScreenSizes.defaults,
                             sizeCount: Int? = nil) throws(Diagnostic) -> ScreenEmbed {
        let mapping = try YAMLMapping(body, path: path, fenceLine: line, allowed: keys)
        guard let (screenNode, screenName) = try mapping.string("screen") else { throw mapping.error("an \(block) block needs 'screen: NAME'") }
        guard let definition = screens.screen(named: screenName) else {
            throw mapping.error(at: screenNode, ScreenError.unknownScreen(screenName, known: screens.screens.map(\.name)).description)
        }
        let sizes = try mapping["sizes"].map { node throws(Diagnostic) in
            let sizes = try parseSizes(node, mapping)
            if let sizeCount, sizes.count != sizeCount {
                throw mapping.error(at: node, "an \(block) block needs exactly \(sizeCount) sizes; found \(sizes.count)")
            }
            return sizes
        } ?? defaultSizes
        var model: [String: ModelValue] = [:]
        if let modelNode = mapping["model"] {
            guard let fields = modelNode.mapping else { throw mapping.error(at: modelNode, "'model' must be a mapping of view-model keys") }
            for (keyNode, valueNode) in fields {
                let key = keyNode.string ?? ""
                guard let modelKey = definition.modelKeys.first(where: { $0.name == key }) else {
                    throw mapping.error(at: keyNode, ScreenError.unknownModelKey(key, screen: screenName, known: definition.modelKeys.map(\.name)).description)
                }
                guard let value = valueNode.modelValue(modelKey.type) else {
                    throw mapping.error(at: valueNode, ScreenError.wrongValueType(key: key, expected: modelKey.type).description)
                }
                model[key] = value
            }
        }
        let state = try mapping.string("state")
        if let (node, state) = state, !definition.states.contains(state) {
            throw mapping.error(at: node, ScreenError.unknownState(state, screen: screenName, known: definition.states).description)
        }
        return ScreenEmbed(screen: screenName, sizes: sizes, model: model, state: state?.text)
    }

    private static func parseSizes(_ node: Node, _ mapping: YAMLMapping) throws(Diagnostic) -> [Size] {
        let items = node.sequence.map(Array.init) ?? [node]
        guard !items.isEmpty else { throw mapping.error(at: node, "'sizes' must list at least one WIDTHxHEIGHT") }
        return try items.map { item throws(Diagnostic) in
            guard let text = item.string else {
                throw mapping.error(at: item, "'sizes' must be a WIDTHxHEIGHT, or a list of WIDTHxHEIGHT")
            }
            do throws(ScreenError) {
                return try ScreenSizes.parse(text)
            } catch {
                throw mapping.error(at: item, error.description)
            }
        }
    }
}

extension Node {
    /// The value as a view-model value of `type`, or `nil` if it is not one.
    func modelValue(_ type: ModelKey.ValueType) -> ModelValue? {
        guard let scalar else { return nil }
        switch type {
        case .string: return .string(scalar.string)
        case .int: return int.map(ModelValue.int)
        case .bool: return bool.map(ModelValue.bool)
        }
    }
}
