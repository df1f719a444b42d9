import PinCodeControl
import PlaceholderTextView
import QuickControl
import UIKit

/// The PIN-change form of `swift run --package-path Playgrounds pin-form`, with UIKit: old, new and repeat PIN,
/// a comment with rotating placeholders, and Apply.
///
/// Each step is enabled only while the previous PIN is valid, the repeat PIN is
/// valid only when it equals the new one, and Apply is enabled only while the
/// repeat PIN is valid. All of it is declared per state; there is no `update()`.
public final class PinFormView: UIView {
  /// The current PIN.
  public let oldPin = PinCodeControl(length: 4, purpose: .existingPIN)
  /// The new PIN.
  public let newPin = PinCodeControl(length: 4, purpose: .newPIN)
  /// The new PIN again.
  public let repeatPin = PinCodeControl(length: 4, purpose: .newPIN)
  /// An optional comment.
  public let comment = PlaceholderTextView(
    frame: CGRect(x: 0, y: 0, width: 280, height: 60), textContainer: nil)
  /// Apply.
  public let apply = PillButton(title: "Apply")
  /// Called with the new PIN when Apply is tapped.
  public var onApply: (String) -> Void = { print("new PIN: \($0)") }

  private var subscriptions: [ControlSubscription] = []

  /// Creates the form.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    for pin in [oldPin, newPin, repeatPin] {
      pin.frame = CGRect(x: 0, y: 0, width: 280, height: 44)
      pin.setItemStyle(
        PinCodeControl.ItemStyle(fillColor: .clear, borderColor: .systemGreen, borderWidth: 2),
        when: .containing(PinCodeControl.valid, priority: 300))
      pin.setItemStyle(
        PinCodeControl.ItemStyle(fillColor: .clear, borderColor: .systemRed, borderWidth: 2),
        when: .containing(PinCodeControl.invalid, priority: 300))
    }
    let newLabel = makeLabel("New PIN")
    let repeatLabel = makeLabel("Repeat PIN")
    // PINs, not one-time codes (their purposes above): no code from Messages is offered (and,
    // masked or not, never a password prompt); the new ones reject weak PINs. Done closes the number pad.
    for pin in [oldPin, newPin, repeatPin] { pin.showsDoneButtonOnNumberPad = true }
    enable(newPin, label: newLabel, whileValid: oldPin)
    enable(repeatPin, label: repeatLabel, whileValid: newPin)
    repeatPin.validator = { [unowned newPin] code in code == newPin.code }
    subscriptions.append(
      newPin.subscribe(to: .valueChanged) { [unowned repeatPin] _ in repeatPin.revalidate() })
    repeatPin.setValues(
      for: \.isEnabled, of: apply, [.disabled: false, PinCodeControl.valid: true, .normal: false])
    // A plain UIControl sends touch events only; `.primaryActionTriggered` comes from UIButton.
    apply.addAction(UIAction { [unowned self] _ in self.applyTapped() }, for: .touchUpInside)

    comment.font = .preferredFont(forTextStyle: .body)
    comment.placeholderRotation = PlaceholderRotation(
      ["Why the change? (optional)", "e.g. new phone", "e.g. routine change"], host: comment,
      options: [.infinite, .shuffle])
    comment.placeholderRotation?.start(interval: .seconds(2))
    comment.setValue(
      UIColor.systemBlue, for: \.placeholderColor, when: .containing(PlaceholderTextView.editing))

    stack(
      [
        makeLabel("Old PIN"), oldPin, newLabel, newPin, repeatLabel, repeatPin, makeLabel("Comment"), comment,
        apply,
      ],
      in: self)
  }

  /// Not supported.
  public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  private func enable(_ control: PinCodeControl, label: UILabel, whileValid driver: PinCodeControl) {
    driver.setValues(
      for: \.isEnabled, of: control, [.disabled: false, PinCodeControl.valid: true, .normal: false])
    driver.setValues(
      for: \.textColor, of: label,
      [
        .disabled: UIColor.secondaryLabel, PinCodeControl.valid: UIColor.label,
        .normal: UIColor.secondaryLabel,
      ])
  }

  private func applyTapped() {
    onApply(newPin.code)
    oldPin.clear()
    newPin.clear()
    repeatPin.clear()
    comment.text = ""
    _ = oldPin.becomeFirstResponder()
  }
}
