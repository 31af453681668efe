import MFS

/// Snapshotting to the frame tree, engine hook: what the site draws and the CLI prints.
extension UIView {
    /// Every descendant, parents first, frames in this view's coordinates; a
    /// subview of a hidden view is hidden. A view's name is its
    /// `accessibilityIdentifier`; `frameSources` tags a name with the cache its
    /// frame came from (the inspector's colours), `.none` when absent. Text views
    /// get the lines the site's layout gives their text at their width.
    package func snapshotSubviews(frameSources: [String: FrameSource] = [:]) -> [ViewSnapshot] {
        var result: [ViewSnapshot] = []
        appendSnapshots(of: subviews, offset: .zero, hidden: false, depth: 0, frameSources, into: &result)
        return result
    }

    /// The gradient of the lowest `CAGradientLayer` among the layer's sublayers (its first two colours).
    package var snapshotGradient: Gradient? {
        guard let layer = layer.sublayers?.lazy.compactMap({ $0 as? CAGradientLayer }).first,
              let colors = layer.colors?.compactMap({ $0 as? CGColor }), colors.count >= 2 else { return nil }
        return Gradient(from: colors[0], to: colors[1], startPoint: layer.startPoint, endPoint: layer.endPoint)
    }

    private func appendSnapshots(of views: [UIView], offset: CGPoint, hidden: Bool, depth: Int,
                                 _ frameSources: [String: FrameSource], into result: inout [ViewSnapshot]) {
        for view in views {
            let frame = view.frame.offsetBy(dx: offset.x, dy: offset.y)
            let isHidden = hidden || view.isHidden
            result.append(view.snapshot(frame: frame, isHidden: isHidden, depth: depth, frameSources))
            appendSnapshots(of: view.subviews, offset: frame.origin, hidden: isHidden, depth: depth + 1,
                            frameSources, into: &result)
        }
    }

    /// The label that draws this view's text: itself, or a button's title label.
    private var textLabel: UILabel? { (self as? UILabel) ?? (self as? UIButton)?.titleLabel }

    private var kind: ViewKind {
        switch self {
        case is UILabel: .label
        case is UIButton: .button
        case is UIImageView, is UICollectionView: .image
        default: .view
        }
    }

    /// An image view, or a collection view's background image view: what draws the image.
    private var imageView: UIImageView? {
        (self as? UICollectionView)?.backgroundView as? UIImageView ?? self as? UIImageView
    }

    private var alignment: NSTextAlignment {
        guard let button = self as? UIButton else { return textLabel?.textAlignment ?? .left }
        switch button.contentHorizontalAlignment {
        case .center: return .center
        case .left: return .left
        case .right: return .right
        }
    }

    private func snapshot(frame: CGRect, isHidden: Bool, depth: Int, _ frameSources: [String: FrameSource]) -> ViewSnapshot {
        let name = accessibilityIdentifier ?? ""
        let label = textLabel, text = label?.text
        let lines = text.map {
            UILabel.textMeasurer.layout($0, font: label!.font, lineHeight: label!.effectiveLineHeight,
                                        maxWidth: frame.width, maxLines: label!.numberOfLines).lineCount
        }
        return ViewSnapshot(
            name: name, kind: kind, frame: frame, isHidden: isHidden, cache: frameSources[name] ?? .none, text: text,
            lines: lines, backgroundColor: backgroundColor, gradient: snapshotGradient,
            cornerRadius: layer.cornerRadius, clipsToBounds: clipsToBounds, borderWidth: layer.borderWidth,
            borderColor: layer.borderColor, font: label?.font, lineHeight: label?.effectiveLineHeight,
            numberOfLines: label?.numberOfLines ?? 0, textColor: label?.textColor, textAlignment: alignment,
            imageName: imageView?.image?.name, contentMode: imageView?.contentMode ?? contentMode,
            accessibilityLabel: accessibilityLabel, depth: depth)
    }
}

/// Where a view's frame came from, for the inspector.
package typealias FrameSource = MFS.FrameSource
/// One view of the frame tree.
package typealias ViewSnapshot = MFS.ViewSnapshot
