import MFS

extension Page {
    /// The requests of the page's `mfs` and `mfs-rotation` blocks that `provider`
    /// knows, in the page's language (as `BlockRenderer` makes them), in page
    /// order; a block that does not parse is left out: rendering reports it.
    func screenCalls(provider: any ScreenProvider, defaultSizes: [Size]) -> [ScreenCall] {
        var calls: [ScreenCall] = []
        var nodes = [document]
        while let node = nodes.popLast() {
            nodes += node.children.reversed()
            guard case let .codeBlock(info, literal) = node.kind else { continue }
            let line = fileLine(node.position)
            let embed: ScreenEmbed? = switch BlockRenderer.word(of: info) {
            case "mfs": try? ScreenEmbed.parse(literal, path: sourcePath, line: line, screens: provider, defaultSizes: defaultSizes)
            case "mfs-rotation": try? RotationEmbed.parse(literal, path: sourcePath, line: line, screens: provider).screen
            default: nil
            }
            calls += embed.map { embed in embed.requests(language: language.screens).map { ScreenCall(screen: embed.screen, request: $0) } } ?? []
        }
        return calls
    }
}
