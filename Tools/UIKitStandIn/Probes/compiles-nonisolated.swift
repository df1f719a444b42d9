// expect: compiles against the SDK and the stand-in
// Isolation, Sendable and initialiser shapes that synthesized interfaces do not show:
// these uses are legal from a nonisolated context in the iPhoneOS 17.4 SDK and must be in
// the stand-in too.
import UIKit

func requireSendable<T: Sendable>(_: T.Type) {}

nonisolated func nonisolatedUses(coder: NSCoder) {
  requireSendable(CGAffineTransform.self)
  requireSendable(CGColor.self)
  requireSendable(UIColor.self)
  requireSendable(UIFont.self)
  requireSendable(UIImage.self)
  requireSendable(UITraitCollection.self)
  requireSendable(UIEdgeInsets.self)
  requireSendable(UIControl.State.self)
  requireSendable(UIControl.Event.self)
  requireSendable(UIView.AnimationOptions.self)
  requireSendable(UIMenuElement.Attributes.self)
  requireSendable(UIMenuElement.State.self)
  requireSendable(UIAction.Identifier.self)
  requireSendable(UIContentSizeCategory.self)
  requireSendable(UITextContentType.self)
  requireSendable(UIFont.TextStyle.self)
  requireSendable(CATextLayerAlignmentMode.self)
  requireSendable(NSTextAlignment.self)
  requireSendable(UIKeyboardType.self)
  requireSendable(UITextAutocapitalizationType.self)
  requireSendable(UITextAutocorrectionType.self)
  requireSendable(UIUserInterfaceStyle.self)
  requireSendable(UIUserInterfaceLayoutDirection.self)
  requireSendable(UINotificationFeedbackGenerator.FeedbackType.self)

  let colors: [UIColor] = [
    .label, .placeholderText, .systemRed, .systemGreen, .systemBlue, .systemGray, .secondaryLabel, .white,
    UIColor(red: 0, green: 0, blue: 0, alpha: 1), UIColor { _ in .label },
  ]
  _ = colors[0].withAlphaComponent(0.5).cgColor
  _ = colors[0].resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
  var red: CGFloat = 0
  _ = colors[0].getRed(&red, green: nil, blue: nil, alpha: nil)
  let fonts = [
    UIFont.systemFont(ofSize: 12), .boldSystemFont(ofSize: 12), .preferredFont(forTextStyle: .body),
  ]
  _ = fonts[0].pointSize + fonts[0].lineHeight
  _ = [
    UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
    UITextView.textDidEndEditingNotification, NSTextStorage.didProcessEditingNotification,
    UIContentSizeCategory.didChangeNotification,
  ]
  _ = NSAttributedString.Key.font
  _ = UIEdgeInsets.zero
  _ = UIControl.State.normal
  _ = UIControl.Event.valueChanged
  _ = UIView.AnimationOptions.transitionCrossDissolve
  _ = UIImage()
  _ = NSAttributedString(AttributedString("text"))
  let shape = CAShapeLayer()
  shape.path = UIBezierPath(roundedRect: .zero, cornerRadius: 2).cgPath
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  CATransaction.commit()
  let container: NSTextContainer = NSTextContainer(coder: coder)  // not failable
  container.lineFragmentPadding = 0
  let offset: CGFloat = CGAffineTransform(translationX: 1, y: 2).translatedBy(x: 1, y: 1).tx
  _ = offset
}

// Subclasses: which initialisers are designated and which are required.
final class PathSubclass: UIBezierPath {
  init(side: CGFloat) { super.init() }
  required init?(coder: NSCoder) { fatalError("probe") }
}

final class ContainerSubclass: NSTextContainer {
  init(side: CGFloat) { super.init(size: CGSize(width: side, height: side)) }
  required init(coder: NSCoder) { fatalError("probe") }
}

final class TextViewSubclass: UITextView {
  init(side: CGFloat) { super.init(frame: .zero, textContainer: nil) }
  required init?(coder: NSCoder) { fatalError("probe") }
}

final class LayerSubclass: CAShapeLayer {
  init(side: CGFloat) { super.init() }
  override init(layer: Any) { super.init(layer: layer) }
  required init?(coder: NSCoder) { fatalError("probe") }
}
