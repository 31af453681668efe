import Yams

/// Yams' nodes as the site reads them; positions from their marks.
extension Node: YAMLValue {
    var integer: Int? { scalar.flatMap { Node.Scalar.integer($0.string, style: $0.style) } }
    var line: Int { mark?.line ?? 1 }
    var column: Int { mark?.column ?? 1 }
}

extension Node.Mapping: YAMLKeyedValues {}
