import CYaml
import Yams

/// A one-level YAML mapping read straight from libyaml's events, without
/// composing Yams nodes: the shape of every page's front matter.
struct YAMLEventMapping: YAMLKeyedValues {
    let pairs: [(key: YAMLEventScalar, value: YAMLEventScalar)]

    /// nil unless `yaml` is, without a YAML error, one document holding one
    /// mapping whose keys and values are scalars without tags or anchors, no
    /// key twice: then the keys, values and positions are those Yams composes
    /// with the `.basic` resolver. Everything else is left to Yams, which
    /// reports its errors.
    init?(_ yaml: String) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var yaml = yaml
        guard let pairs = yaml.withUTF8({ bytes in
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            return Self.pairs(from: &parser)
        }) else { return nil }
        self.pairs = pairs
    }

    var keys: some Sequence<YAMLEventScalar> { pairs.lazy.map(\.key) }

    subscript(_ key: String) -> YAMLEventScalar? {
        pairs.first { $0.key.text == key }?.value
    }

    /// The pairs of the events `parser` reads, or nil at the first event out of the shape.
    private static func pairs(from parser: inout yaml_parser_t) -> [(key: YAMLEventScalar, value: YAMLEventScalar)]? {
        var pairs: [(key: YAMLEventScalar, value: YAMLEventScalar)] = []
        pairs.reserveCapacity(4)
        var key: YAMLEventScalar?
        var step = 0
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_START_EVENT where step == 0,
                 YAML_DOCUMENT_START_EVENT where step == 1,
                 YAML_MAPPING_START_EVENT where step == 2 && event.data.mapping_start.anchor == nil && event.data.mapping_start.tag == nil,
                 YAML_MAPPING_END_EVENT where step == 3 && key == nil,
                 YAML_DOCUMENT_END_EVENT where step == 4:
                step += 1
            case YAML_SCALAR_EVENT where step == 3:
                guard let scalar = scalar(event) else { return nil }
                if let pending = key {
                    pairs.append((pending, scalar))
                    key = nil
                } else if pairs.contains(where: { $0.key.text == scalar.text }) {
                    return nil
                } else {
                    key = scalar
                }
            case YAML_STREAM_END_EVENT where step == 5:
                return pairs
            default:
                return nil
            }
        }
        return nil
    }

    /// The scalar of a scalar `event`; nil when it has a tag or an anchor, or
    /// starts with U+FEFF, which Foundation's decoding in Yams drops.
    private static func scalar(_ event: yaml_event_t) -> YAMLEventScalar? {
        let data = event.data.scalar
        let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
        guard data.tag == nil, data.anchor == nil, !(bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF),
              let style = Node.Scalar.Style(rawValue: data.style.rawValue) else { return nil }
        // libyaml writes valid UTF-8.
        return YAMLEventScalar(text: String(decoding: bytes, as: UTF8.self), style: style,
                               line: event.start_mark.line + 1, column: event.start_mark.column + 1)
    }
}
