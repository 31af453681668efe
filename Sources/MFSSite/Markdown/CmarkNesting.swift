import CCmarkGFM

/// How deep a cmark-gfm tree nests, measured without recursion (cmark-gfm's
/// parser and renderer do not recurse, so a tree of any depth reaches here).
enum CmarkNesting {
    /// The first node, in document order, more than `limit` levels below
    /// `root` (its children are one level below it), or `nil` if none is.
    static func firstNode(below root: OpaquePointer, deeperThan limit: Int) -> OpaquePointer? {
        var node = root
        var depth = 0
        while true {
            if let child = cmark_node_first_child(node) {
                depth += 1
                if depth > limit { return child }
                node = child
                continue
            }
            while cmark_node_next(node) == nil {
                guard node != root, let parent = cmark_node_parent(node), parent != root else { return nil }
                node = parent
                depth -= 1
            }
            guard node != root, let next = cmark_node_next(node) else { return nil }
            node = next
        }
    }
}
