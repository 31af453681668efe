import UIKit

/// A row with a title on the left and a round count badge on the right, in MFS
/// style: subviews made once (Management), their frames computed from the width
/// alone (Frames), their looks set in one place (Styles).
final class BadgeCell: UITableViewCell {
    static let height: CGFloat = 44
    static let margin: CGFloat = 12
    static let badgeSide: CGFloat = 24

    let titleLbl = UILabel()
    let badgeView = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLbl.accessibilityIdentifier = "titleLbl"
        badgeView.accessibilityIdentifier = "badgeView"
        updateStyles()
        contentView.addSubview(titleLbl)
        contentView.addSubview(badgeView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLbl.frame = Self.rectForTitleLbl(width: contentView.bounds.width)
        badgeView.frame = Self.rectForBadgeView(width: contentView.bounds.width)
    }

    static func rectForBadgeView(width: CGFloat) -> CGRect {
        CGRect(x: width - margin - badgeSide, y: (height - badgeSide) / 2, width: badgeSide, height: badgeSide)
    }

    static func rectForTitleLbl(width: CGFloat) -> CGRect {
        CGRect(x: margin, y: 12, width: width - 3 * margin - badgeSide, height: 20)
    }

    func updateStyles() {
        titleLbl.font = .systemFont(ofSize: 15)
        titleLbl.textColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        badgeView.backgroundColor = UIColor(red: 1, green: 0.25, blue: 0.2, alpha: 1)
        badgeView.layer.cornerRadius = Self.badgeSide / 2
    }
}
