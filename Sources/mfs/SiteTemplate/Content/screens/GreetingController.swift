import UIKit

/// A small screen in MFS style: a greeting and a button under it, centred in the
/// safe area. Management follows the life cycle, Frames computes each frame from
/// the view's size, Styles sets the looks.
final class GreetingController: UIViewController {
    static let titleFont = UIFont.systemFont(ofSize: 24, weight: .bold)
    static let buttonSize = CGSize(width: 200, height: 44)

    var greeting = "Hello" {
        didSet { titleLbl.text = greeting }
    }

    let titleLbl = UILabel()
    let actionBtn = UIButton(type: .custom)
    private var oldSize: CGSize = .zero

    override func viewDidLoad() {
        super.viewDidLoad()
        prepareUI()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard view.bounds.size != oldSize else { return }
        oldSize = view.bounds.size
        resizeSubviews()
    }
}

// MARK: - Management
extension GreetingController {
    func prepareUI() {
        titleLbl.accessibilityIdentifier = "titleLbl"
        actionBtn.accessibilityIdentifier = "actionBtn"
        titleLbl.text = greeting
        actionBtn.setTitle("OK", for: .normal)
        updateStyles()
        view.addSubview(titleLbl)
        view.addSubview(actionBtn)
    }

    func resizeSubviews() {
        titleLbl.frame = Self.rectForTitleLbl(in: view.bounds.size)
        actionBtn.frame = Self.rectForActionBtn(in: view.bounds.size)
    }
}

// MARK: - Frames
extension GreetingController {
    static func rectForTitleLbl(in size: CGSize) -> CGRect {
        let height = titleFont.lineHeight.rounded(.up)
        return CGRect(x: 16, y: (size.height / 2 - height - 12).rounded(), width: max(0, size.width - 32), height: height)
    }

    static func rectForActionBtn(in size: CGSize) -> CGRect {
        CGRect(x: ((size.width - buttonSize.width) / 2).rounded(), y: (size.height / 2 + 12).rounded(),
               width: buttonSize.width, height: buttonSize.height)
    }
}

// MARK: - Styles
extension GreetingController {
    func updateStyles() {
        view.backgroundColor = UIColor(red: 0.96, green: 0.96, blue: 0.98, alpha: 1)
        titleLbl.font = Self.titleFont
        titleLbl.textAlignment = .center
        titleLbl.textColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        actionBtn.backgroundColor = UIColor(red: 0.36, green: 0.25, blue: 0.69, alpha: 1)
        actionBtn.setTitleColor(.white, for: .normal)
        actionBtn.layer.cornerRadius = 10
    }
}
