import Testing
import UIKit

/// The UIKit behaviours the screens rely on, as UIKit defines them.
@Suite struct UIKitShapeTests {
    /// Records its life cycle in order; its view is a plain `UIView` unless `loadView` is overridden.
    private final class Recorder: UIViewController {
        var calls: [String] = []
        var sizeAtCompletion: CGSize?

        override func viewDidLoad() { calls.append("viewDidLoad") }
        override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            calls.append("viewWillTransition \(size)")
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.sizeAtCompletion = self?.view.bounds.size
                UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
                    self?.traced(.resizeSubviews) {}
                })
            }
        }
    }

    @Test func theViewLoadsOnFirstAccessOnly() {
        let controller = Recorder()
        #expect(!controller.isViewLoaded && controller.calls.isEmpty)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded && controller.calls == ["viewDidLoad"])
    }

    @Test func aWindowShowsLaysOutAndRotatesItsRootController() {
        let controller = Recorder(), window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        window.transition(to: CGSize(width: 568, height: 320))
        #expect(controller.calls == ["viewDidLoad", "viewDidAppear", "viewDidLayoutSubviews",
                                     "viewWillTransition 568x320", "viewDidLayoutSubviews"])
        #expect(controller.sizeAtCompletion == CGSize(width: 568, height: 320))
        #expect(controller.trace.outline == ["viewDidAppear", "viewWillTransitionToSize",
                                             "  resizeSubviews animated 0.3s easeOut"])
    }

    @Test func subviewsAndSublayersKeepTheirOrder() {
        let parent = UIView(), first = UIView(), second = UIView()
        parent.addSubview(first)
        parent.insertSubview(second, at: 0)
        #expect(parent.subviews.map { $0 === second } == [true, false])
        second.removeFromSuperview()
        #expect(parent.subviews.count == 1 && second.superview == nil)
        let gradient = CAGradientLayer()
        parent.layer.addSublayer(CALayer())
        parent.layer.insertSublayer(gradient, at: 0)
        #expect(parent.layer.sublayers?.first === gradient && gradient.superlayer === parent.layer)
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        #expect(parent.snapshotGradient?.startColor == .white)
    }

    @Test func layoutSubviewsRunsOncePerChange() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        view.frame.origin = CGPoint(x: 5, y: 5)
        view.layoutIfNeeded()
        view.frame.size = CGSize(width: 20, height: 10)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test func aLabelFitsTheSizeItsStringMeasures() {
        let font = UIFont.systemFont(ofSize: 15)
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = 20
        paragraph.maximumLineHeight = 20
        let size = NSString(string: "Hola").boundingRect(with: CGSize(width: 200, height: .greatestFiniteMagnitude),
                                                         options: .usesLineFragmentOrigin,
                                                         attributes: [.font: font, .paragraphStyle: paragraph], context: nil).size
        #expect(size.height == 20 && size.width > 0 && size.width < 200)
        #expect(NSString(string: "").boundingRect(with: CGSize(width: 200, height: 100), options: .usesLineFragmentOrigin,
                                                  attributes: [.font: font], context: nil) == .zero)
        let label = UILabel()
        label.text = "Hola"
        label.font = font
        label.lineHeight = 20
        #expect(label.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: size.width.rounded(.up), height: 20))
    }

    @Test func aButtonShowsItsNormalTitleAndASpinnerHidesWhenStopped() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        #expect(button.title(for: .highlighted) == "Go" && button.titleLabel?.text == "Go")
        let spinner = UIActivityIndicatorView()
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    @Test func settingSublayersMakesTheLayerTheirSuperlayerAndNoOthers() {
        let parent = CALayer(), old = CALayer(), new = CALayer()
        parent.addSublayer(old)
        parent.sublayers = [new]
        #expect(new.superlayer === parent && old.superlayer == nil)
        new.removeFromSuperlayer()
        #expect(parent.sublayers == nil && new.superlayer == nil)
    }

    @Test func aViewFitsItsOwnSizeUnlessItMeasuresItself() {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
        #expect(UILabel().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func aTableCreatesOnlyTheRegisteredCellsItCanConstruct() {
        final class Plain: UITableViewCell {}
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(Plain.self, forCellReuseIdentifier: "Plain")
        table.register(NoteCell.self, forCellReuseIdentifier: "NoteCell")
        #expect(table.dequeueReusableCell(withIdentifier: "Plain") == nil)
        #expect(table.dequeueReusableCell(withIdentifier: "NoteCell")?.reuseIdentifier == "NoteCell")
    }
}
