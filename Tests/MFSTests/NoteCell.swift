import MFS

/// A small test cell using all three caches: a static title, a body whose
/// height follows its line count (view-model frames), and a footer below the
/// body (view-model sizes, 10.5 high so heights need rounding).
struct NoteViewModel: CellViewModel {
    let id: Int
    let body: String
    let subviewFrames = WidthCache()
    let subviewSizes = WidthCache()

    func isEqualToModel(_ other: NoteViewModel) -> Bool { id == other.id && body == other.body }

    var lineCount: Int { body.isEmpty ? 0 : body.split(separator: "\n", omittingEmptySubsequences: false).count }
}

final class NoteCell: ManagedCell {
    static let subviewStaticFrames = WidthCache()
    static let titleKey = CacheKey("titleLbl"), bodyKey = CacheKey("bodyLbl"), footerKey = CacheKey("footerView")

    let contentView = View(name: "NoteCell")
    let management = ManagementState<NoteViewModel>()
    var titleLbl: View?
    var bodyLbl: View?
    var footerView: View?

    init() { buildFromInitializer() }

    func initSubviews(_ viewModel: NoteViewModel?) {
        if titleLbl == nil { titleLbl = View(name: "titleLbl", kind: .label) }
        if bodyLbl == nil { bodyLbl = View(name: "bodyLbl", kind: .label) }
        if footerView == nil { footerView = View(name: "footerView") }
    }

    func updateStyles(_ viewModel: NoteViewModel?) {}

    func bindDataFrom(_ viewModel: NoteViewModel) {
        titleLbl?.text = "#\(viewModel.id)"
        bodyLbl?.text = viewModel.body
    }

    func resizeSubviews(_ viewModel: NoteViewModel) {
        let size = contentView.frame.size
        titleLbl?.setFrame(Self.rectForTitleLbl(viewModel, size), from: .static)
        bodyLbl?.setFrame(Self.rectForBodyLbl(viewModel, size), from: .frames)
        footerView?.setFrame(Self.rectForFooterView(viewModel, size), from: .sizes)
    }

    func addSubviewsToSuperView() {
        for view in [titleLbl, bodyLbl, footerView].compactMap({ $0 }) where view.superview == nil {
            contentView.addSubview(view)
        }
    }

    static func rectForTitleLbl(_ viewModel: NoteViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(titleKey, parentSize: parentSize) {
            Rect(x: 8, y: 8, width: parentSize.width - 16, height: 20)
        }
    }

    static func rectForBodyLbl(_ viewModel: NoteViewModel, _ parentSize: Size) -> Rect {
        viewModel.subviewFrames.rect(bodyKey, parentSize: parentSize) {
            Rect(x: 8, y: 32, width: parentSize.width - 16, height: Double(viewModel.lineCount) * 20)
        }
    }

    static func rectForFooterView(_ viewModel: NoteViewModel, _ parentSize: Size) -> Rect {
        guard parentSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.sizeBounds(footerKey, width: parentSize.width) {
            SizeBounds(fixed: Size(width: parentSize.width - 16, height: 10.5))
        }.minSize
        return Rect(origin: Point(x: 8, y: rectForBodyLbl(viewModel, parentSize).maxY + 4), size: size)
    }

    static func calculateCellHeight(_ viewModel: NoteViewModel?, _ tableSize: Size) -> Double {
        guard let viewModel, tableSize.width > 0 else { return 0 }
        return rectForFooterView(viewModel, tableSize).maxY + 8
    }

    static func calculateCoordinates(_ viewModel: NoteViewModel, _ tableSize: Size) {
        _ = rectForTitleLbl(viewModel, tableSize)
        _ = rectForBodyLbl(viewModel, tableSize)
        _ = rectForFooterView(viewModel, tableSize)
    }
}

/// A view model no cell class is registered for.
struct OrphanViewModel: CellViewModel {
    func isEqualToModel(_ other: OrphanViewModel) -> Bool { true }
}

extension NoteViewModel {
    /// Notes 0..<count, note n having n % 4 lines.
    static func page(_ count: Int, from start: Int = 0) -> [NoteViewModel] {
        (start..<start + count).map { id in
            NoteViewModel(id: id, body: Array(repeating: "line", count: id % 4).joined(separator: "\n"))
        }
    }
}
