import UIKit
import MFS

/// A small test cell using all three caches: a static title, a body whose
/// height follows its line count (view-model frames), and a footer below the
/// body (view-model sizes, 10.5 high so heights need rounding). Written as
/// the demo cells are: the guards in its own code.
struct NoteViewModel: Sendable {
    let id: Int
    let body: String
    let subviewFrames = WidthCache()
    let subviewSizes = WidthCache()

    func isEqualToModel(_ other: NoteViewModel) -> Bool { id == other.id && body == other.body }

    var lineCount: Int { body.isEmpty ? 0 : body.split(separator: "\n", omittingEmptySubsequences: false).count }
}

final class NoteCell: UITableViewCell, RegisteredCell {
    static let subviewStaticFrames = WidthCache()
    static let titleKey = CacheKey("titleLbl"), bodyKey = CacheKey("bodyLbl"), footerKey = CacheKey("footerView")
    /// The inspector's tags of the three subviews.
    static let frameSources: [String: FrameSource] = ["titleLbl": .static, "bodyLbl": .frames, "footerView": .sizes]

    var viewModel: NoteViewModel? {
        didSet {
            traced(.setViewModel) {
                updateStyles()
                if superview != nil { resizeSubviews(viewModel) } else { skipped(.resizeSubviews, .notInSuperview) }
                bindDataFrom(viewModel)
            }
        }
    }
    var oldViewModel: NoteViewModel?
    var resizedViewModel: NoteViewModel?
    var oldSize: CGSize = .zero
    var titleLbl: UILabel?
    var bodyLbl: UILabel?
    var footerView: UIView?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        traced(.initializer) {
            traced(.prepareUI) {
                initSubviews()
                updateStyles()
                resizeSubviews(viewModel)
                bindDataFrom(viewModel)
                addSubviewsToSuperView()
            }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    convenience init() { self.init(style: .default, reuseIdentifier: "NoteCell") }

    override func layoutSubviews() {
        super.layoutSubviews()
        resizeSubviews(viewModel)
    }

    func initSubviews() {
        traced(.initSubviews) {
            if titleLbl == nil { titleLbl = UILabel() }
            if bodyLbl == nil { bodyLbl = UILabel() }
            if footerView == nil { footerView = UIView() }
            titleLbl?.accessibilityIdentifier = "titleLbl"
            bodyLbl?.accessibilityIdentifier = "bodyLbl"
            footerView?.accessibilityIdentifier = "footerView"
        }
    }

    func updateStyles() {
        traced(.updateStyles) { selectionStyle = .none }
    }

    func bindDataFrom(_ viewModel: NoteViewModel?) {
        guard let viewModel else { return skipped(.bindDataFrom, .noViewModel) }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return skipped(.bindDataFrom, .sameViewModel) }
        oldViewModel = viewModel
        traced(.bindDataFrom) {
            titleLbl?.text = "#\(viewModel.id)"
            bodyLbl?.text = viewModel.body
        }
    }

    func resizeSubviews(_ viewModel: NoteViewModel?) {
        guard let viewModel else { return skipped(.resizeSubviews, .noViewModel) }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == frame.size {
            return skipped(.resizeSubviews, .sameSize)
        }
        traced(.resizeSubviews) {
            titleLbl?.frame = Self.rectForTitleLbl(viewModel, frame.size)
            bodyLbl?.frame = Self.rectForBodyLbl(viewModel, frame.size)
            footerView?.frame = Self.rectForFooterView(viewModel, frame.size)
        }
        resizedViewModel = viewModel
        oldSize = frame.size
    }

    func addSubviewsToSuperView() {
        traced(.addSubviewsToSuperView) {
            for view: UIView? in [titleLbl, bodyLbl, footerView] {
                if let view, view.superview == nil { contentView.addSubview(view) }
            }
        }
    }

    static func rectForTitleLbl(_ viewModel: NoteViewModel?, _ parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect(titleKey, parentSize: parentSize) {
            CGRect(x: 8, y: 8, width: parentSize.width - 16, height: 20)
        }
    }

    static func rectForBodyLbl(_ viewModel: NoteViewModel, _ parentSize: CGSize) -> CGRect {
        viewModel.subviewFrames.rect(bodyKey, parentSize: parentSize) {
            CGRect(x: 8, y: 32, width: parentSize.width - 16, height: CGFloat(viewModel.lineCount) * 20)
        }
    }

    static func rectForFooterView(_ viewModel: NoteViewModel, _ parentSize: CGSize) -> CGRect {
        guard parentSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.sizeBounds(footerKey, width: parentSize.width) {
            SizeBounds(fixed: CGSize(width: parentSize.width - 16, height: 10.5))
        }.minSize
        return CGRect(origin: CGPoint(x: 8, y: rectForBodyLbl(viewModel, parentSize).maxY + 4), size: size)
    }

    static func calculateCellHeight(_ viewModel: NoteViewModel?, _ tableSize: CGSize) -> CGFloat {
        guard let viewModel, tableSize.width > 0 else { return 0 }
        return rectForFooterView(viewModel, tableSize).maxY + 8
    }

    static func calculateCoordinates(_ viewModel: NoteViewModel, _ tableSize: CGSize) {
        _ = rectForTitleLbl(viewModel, tableSize)
        _ = rectForBodyLbl(viewModel, tableSize)
        _ = rectForFooterView(viewModel, tableSize)
    }
}

/// A table's data source and delegate over notes: heights from `NoteCell`,
/// rounded; cells registered, dequeued and given their note. Counts scroll events.
final class NoteTable: UITableViewDataSource, UITableViewDelegate {
    var notes: [NoteViewModel]
    let tableView: UITableView
    private(set) var scrollEvents = 0

    init(_ notes: [NoteViewModel], _ size: CGSize = CGSize(width: 320, height: 200)) {
        self.notes = notes
        tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
        tableView.register(NoteCell.self, forCellReuseIdentifier: "NoteCell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        NoteCell.calculateCellHeight(notes[indexPath.row], tableView.frame.size).rounded()
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        (cell as? NoteCell)?.viewModel = notes[indexPath.row]
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollEvents += 1
    }

    /// The heights of every row, as the table placed them.
    var heights: [CGFloat] { tableView.indexPathsForAllRows.map { tableView.rectForRow(at: $0).height } }
    var tops: [CGFloat] { tableView.indexPathsForAllRows.map { tableView.rectForRow(at: $0).minY } }
}

extension NoteViewModel {
    /// Notes 0..<count, note n having n % 4 lines.
    static func page(_ count: Int, from start: Int = 0) -> [NoteViewModel] {
        (start..<start + count).map { id in
            NoteViewModel(id: id, body: Array(repeating: "line", count: id % 4).joined(separator: "\n"))
        }
    }
}
