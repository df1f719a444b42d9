import QuickControl
import UIKit

/// A rounded button built on `QUIckControl`: its colours are values per state, not code.
///
/// Like every plain `UIControl` it sends touch events (`.touchUpInside` for a tap), not
/// `.primaryActionTriggered`, which UIKit's own buttons send.
///
/// ```swift
/// let apply = PillButton(title: "Apply")
/// apply.addAction(UIAction { _ in print("applied") }, for: .touchUpInside)
/// ```
public final class PillButton: QUIckControl {
  /// The title label.
  public let titleLabel = UILabel(frame: .zero)

  /// Creates a button titled `title`, 120 × 44 points.
  public init(title: String) {
    super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    titleLabel.text = title
    titleLabel.textAlignment = .center
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.frame = bounds
    addSubview(titleLabel)
    layer.cornerRadius = 22
    // Every look, per state: pressed (highlighted), disabled. The enabled look is the
    // views' own values, which the engine restores whenever no stored value matches.
    backgroundColor = .systemBlue
    titleLabel.textColor = .white
    setValue(
      UIColor.systemBlue.withAlphaComponent(0.6), for: \.backgroundColor, when: .containing(.highlighted))
    setValue(UIColor.systemGray4, for: \.backgroundColor, when: .containing(.disabled))
    setValue(UIColor.secondaryLabel, for: \.textColor, of: titleLabel, when: .containing(.disabled))
  }

  /// Not supported.
  public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// Lays out `views` top to bottom in `container`, `spacing` points apart, with frames.
@MainActor
public func stack(_ views: [UIView], in container: UIView, spacing: CGFloat = 12, inset: CGFloat = 20) {
  var y = inset
  for view in views {
    view.frame = CGRect(x: inset, y: y, width: view.frame.width, height: view.frame.height)
    container.addSubview(view)
    y += view.frame.height + spacing
  }
}

/// A label with `text`, `width` × 22 points.
@MainActor
public func makeLabel(_ text: String, width: CGFloat = 280) -> UILabel {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 22))
  label.text = text
  return label
}
