import UIKit

/// A note in a list: a title over a text of any length, in MFS style. Management
/// makes the subviews once and binds them, Frames computes every frame from the
/// width alone (class-level functions, so a height needs no cell), Styles sets
/// each subview's looks in one place.
final class NoteCell: UITableViewCell {
    static let margin: CGFloat = 16
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let textFont = UIFont.systemFont(ofSize: 15)

    var viewModel: NoteViewModel? {
        didSet {
            bindDataFrom(viewModel)
            setNeedsLayout()
        }
    }

    let titleLbl = UILabel()
    let textLbl = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        prepareUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        resizeSubviews(viewModel)
    }
}

// MARK: - Management
extension NoteCell {
    func prepareUI() {
        titleLbl.accessibilityIdentifier = "titleLbl"
        textLbl.accessibilityIdentifier = "textLbl"
        updateStyles()
        contentView.addSubview(titleLbl)
        contentView.addSubview(textLbl)
    }

    func bindDataFrom(_ viewModel: NoteViewModel?) {
        titleLbl.text = viewModel?.title
        textLbl.text = viewModel?.text
    }

    func resizeSubviews(_ viewModel: NoteViewModel?) {
        guard let viewModel else { return }
        let width = contentView.bounds.width
        titleLbl.frame = Self.rectForTitleLbl(width: width)
        textLbl.frame = Self.rectForTextLbl(viewModel, width: width)
    }
}

// MARK: - Frames
extension NoteCell {
    static func rectForTitleLbl(width: CGFloat) -> CGRect {
        CGRect(x: margin, y: 12, width: max(0, width - 2 * margin), height: titleFont.lineHeight.rounded(.up))
    }

    static func rectForTextLbl(_ viewModel: NoteViewModel, width: CGFloat) -> CGRect {
        let top = rectForTitleLbl(width: width).maxY + 4
        let bounds = NSString(string: viewModel.text).boundingRect(
            with: CGSize(width: max(0, width - 2 * margin), height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: textFont], context: nil)
        return CGRect(x: margin, y: top, width: max(0, width - 2 * margin), height: bounds.height.rounded(.up))
    }

    /// The row's height for `viewModel` at `width`: the text's bottom and a margin.
    static func height(for viewModel: NoteViewModel, width: CGFloat) -> CGFloat {
        rectForTextLbl(viewModel, width: width).maxY + 12
    }
}

// MARK: - Styles
extension NoteCell {
    func updateStyles() {
        backgroundColor = .white
        titleLbl.font = Self.titleFont
        titleLbl.textColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        textLbl.font = Self.textFont
        textLbl.textColor = UIColor(red: 0.33, green: 0.33, blue: 0.38, alpha: 1)
        textLbl.numberOfLines = 0
    }
}
