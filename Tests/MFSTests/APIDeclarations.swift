import Foundation

/// The public declarations of a module, read from `swift-api-digester -dump-sdk`'s JSON and
/// written one a line in the notation of Apple's documentation:
///
///     type UIView
///     UIView.init(frame: CGRect)
///     required UIView.init?(coder: NSCoder)
///     func UIView.addSubview(_: UIView)
///     override func UILabel.sizeThatFits(_: CGSize) -> CGSize
///     class func UIView.animate(withDuration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = default, …)
///     var UIView.superview: UIView? { get }
///     static var UIControl.State.normal: UIControl.State { get }
///     case UITableView.Style.plain
///
/// A type is `type NAME` whatever its kind (the engine's value types stand in for some of
/// Apple's classes through typealiases); module names are left out. Package-level, implicit
/// and compiler-derived declarations (`__derived_…`, `hash(into:)`, `hashValue`) are not API.
/// A member of an engine type is written under each typealias that names the type
/// (`CGColor.cgColor` and `UIColor.cgColor`): it matches a list when one of them is listed.
struct APIDeclarations {
    /// Each declaration's spellings, in dump order.
    var declarations: [[String]] = []

    init(dump: Data) throws {
        guard let root = (try JSONSerialization.jsonObject(with: dump) as? [String: Any])?["ABIRoot"] as? [String: Any]
        else { throw CocoaError(.coderReadCorrupt) }
        let module = root["name"] as? String ?? ""
        let nodes = Self.children(root)
        for node in nodes where node["kind"] as? String == "TypeAlias" { collectAlias(node, in: [""]) }
        for node in nodes where node["kind"] as? String == "TypeDecl" && node["moduleName"] as? String != module {
            for member in Self.children(node) where member["kind"] as? String == "TypeAlias" {
                collectAlias(member, in: names(of: node, module: module, in: [""]))
            }
        }
        for node in nodes { add(node, in: [""], module: module) }
    }

    /// Typealias targets (`MFS.Rect`) → the names that alias them (`CGRect`).
    private var aliases: [String: [String]] = [:]

    private mutating func collectAlias(_ node: [String: Any], in parents: [String]) {
        guard let target = Self.children(node).first?["printedName"] as? String, !Self.isHidden(node) else { return }
        aliases[target, default: []] += parents.map { Self.qualified($0, node["name"] as? String ?? "") }
    }

    /// The names a type declaration goes by: its own, or the aliases of an engine type.
    private func names(of node: [String: Any], module: String, in parents: [String]) -> [String] {
        let name = node["printedName"] as? String ?? ""
        guard let owner = node["moduleName"] as? String, owner != module else { return parents.map { Self.qualified($0, name) } }
        return aliases["\(owner).\(name)"] ?? parents.map { Self.qualified($0, name) }
    }

    /// `ofClass`: the parents are classes, whose type members are `class` unless final.
    private mutating func add(_ node: [String: Any], in parents: [String], module: String, ofClass: Bool = false) {
        guard !Self.isHidden(node) else { return }
        let kind = node["kind"] as? String ?? ""
        switch kind {
        case "TypeDecl":
            let names = names(of: node, module: module, in: parents)
            if node["moduleName"] as? String == module { declarations.append(names.map { "type \($0)" }) }
            let isClass = node["declKind"] as? String == "Class"
            for member in Self.children(node) { add(member, in: names, module: module, ofClass: isClass) }
        case "TypeAlias":
            declarations.append(parents.map { "type \(Self.qualified($0, node["name"] as? String ?? ""))" })
        case "Var", "Function", "Constructor":
            declarations.append(parents.map { line(node, kind: kind, in: $0, ofClass: ofClass) })
        default:
            return
        }
    }

    private func line(_ node: [String: Any], kind: String, in parent: String, ofClass: Bool) -> String {
        let attributes = node["declAttributes"] as? [String] ?? []
        let types = Self.children(node)
        let name = node["name"] as? String ?? ""
        var prefix = attributes.contains("Override") ? "override " : attributes.contains("Required") ? "required " : ""
        if node["static"] as? Bool == true { prefix += ofClass && !attributes.contains("Final") ? "class " : "static " }
        switch (kind, node["declKind"] as? String) {
        case (_, "EnumElement"):
            return "case \(Self.qualified(parent, name))"
        case ("Var", _):
            let settable = (node["accessors"] as? [[String: Any]] ?? []).contains { $0["accessorKind"] as? String == "set" }
            return "\(prefix)var \(Self.qualified(parent, name)): \(type(types.first))\(settable ? "" : " { get }")"
        case ("Constructor", _):
            let failable = (types.first?["name"] as? String) == "Optional" ? "?" : ""
            return "\(prefix)\(Self.qualified(parent, "init"))\(failable)(\(parameters(node, types.dropFirst())))"
        default:
            let result = type(types.first)
            return "\(prefix)func \(Self.qualified(parent, name))(\(parameters(node, types.dropFirst())))"
                + (result == "()" || result == "Void" ? "" : " -> \(result)")
        }
    }

    /// `label: Type` for each parameter, the labels from the printed name (`addSubview(_:)`).
    private func parameters(_ node: [String: Any], _ types: ArraySlice<[String: Any]>) -> String {
        let printed = node["printedName"] as? String ?? ""
        let labels = printed.drop { $0 != "(" }.dropFirst().split(separator: ":", omittingEmptySubsequences: false).dropLast()
        return zip(labels, types).map { label, type in
            "\(label): \(self.type(type))\(type["hasDefaultArg"] as? Bool == true ? " = default" : "")"
        }.joined(separator: ", ")
    }

    /// A type as written in Swift without module names, an engine type under its only alias.
    private func type(_ node: [String: Any]?) -> String {
        var printed = node?["printedName"] as? String ?? ""
        for (target, names) in aliases where names.count == 1 { printed = printed.replacingOccurrences(of: target, with: names[0]) }
        return printed.replacing(#/\b(?:UIKit|MFS|Swift)\./#, with: "")
    }

    private static func qualified(_ parent: String, _ name: String) -> String {
        parent.isEmpty ? name : "\(parent).\(name)"
    }

    private static func children(_ node: [String: Any]) -> [[String: Any]] {
        node["children"] as? [[String: Any]] ?? []
    }

    private static func isHidden(_ node: [String: Any]) -> Bool {
        let name = node["name"] as? String ?? ""
        return node["isInternal"] as? Bool == true || node["implicit"] as? Bool == true
            || name.hasPrefix("__") || name == "hash" || name == "hashValue" || node["kind"] as? String == "Import"
    }
}
