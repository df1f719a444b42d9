import PinCodeControl
import PlaceholderTextView
import QuickControl

/// The form set up by hand: the same controls, and an `update()` run on every
/// change of a PIN that writes the chain's properties.
@MainActor
public final class HandWrittenPinChangeScreen: PinChangeScreen {
  /// The old PIN, the new PIN and the repeated new PIN.
  public let pins = (0..<3).map { _ in PinCodeControl(length: 4, purpose: .oneTimeCode) }
  /// The labels of the new and the repeated PIN, then the Apply button.
  public let widgets = (0..<3).map { _ in FormWidget() }
  /// The comment field.
  public let comment = PlaceholderTextView(frame: .zero, textContainer: nil)
  private var subscriptions: [ControlSubscription] = []

  /// Creates the controls, subscribes to their changes and updates once.
  public init() {
    let (newPin, repeatPin) = (pins[1], pins[2])
    comment.placeholder = "Comment"
    repeatPin.validator = { [unowned newPin] code in code == newPin.code }
    for pin in pins {
      subscriptions.append(
        pin.subscribe(to: .valueChanged) { [unowned self] changed in
          if changed === newPin { repeatPin.revalidate() }
          self.update()
        })
    }
    update()
  }

  /// Writes the chain: a step is enabled while the step before is enabled and valid.
  func update() {
    let (oldPin, newPin, repeatPin) = (pins[0], pins[1], pins[2])
    let oldPassed = oldPin.isEnabled && oldPin.isValid
    newPin.isEnabled = oldPassed
    widgets[0].color = oldPassed ? "gray" : "lightGray"
    let newPassed = newPin.isEnabled && newPin.isValid
    repeatPin.isEnabled = newPassed
    widgets[1].color = newPassed ? "gray" : "lightGray"
    widgets[2].isEnabled = repeatPin.isEnabled && repeatPin.isValid
  }
}
