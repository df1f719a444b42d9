import PinCodeControl
import PlaceholderTextView
import QuickControl

// Scenario 3, creation: the PIN-change form of the old library's example (old
// PIN, new PIN, repeat PIN, a comment, Apply), set up with the engine here and
// by hand in HandWrittenPinChangeScreen.swift. Both create the same controls;
// they differ in the chain ("each step is enabled while the one before is valid").

/// A label or button of the form: the properties the chain drives.
@MainActor
public final class FormWidget {
  /// Whether the button (or the step it labels) accepts input.
  public var isEnabled = true
  /// The label's colour, by name.
  public var color = "black"

  /// Creates an enabled, black widget.
  public init() {}
}

/// What both versions of the form share: its controls, labels and button.
@MainActor
public protocol PinChangeScreen: AnyObject {
  /// The old PIN, the new PIN and the repeated new PIN.
  var pins: [PinCodeControl] { get }
  /// The labels of the new and the repeated PIN, then the Apply button.
  var widgets: [FormWidget] { get }
  /// The comment field.
  var comment: PlaceholderTextView { get }
}

extension PinChangeScreen {
  /// Types `codes` into the three PINs and reports what the chain shows: the
  /// PINs' `isEnabled`, the labels' colours and the button's `isEnabled`.
  public func chainAfterTyping(_ codes: [String]) -> [String] {
    for (pin, code) in zip(pins, codes) where pin.isEnabled { pin.code = code }
    return pins.map { "\($0.isEnabled)" } + widgets.map { "\($0.isEnabled) \($0.color)" }
  }
}

/// The form set up with the engine: one rule list per driven property.
@MainActor
public final class EnginePinChangeScreen: PinChangeScreen {
  /// The old PIN, the new PIN and the repeated new PIN.
  public let pins = (0..<3).map { _ in PinCodeControl(length: 4, purpose: .oneTimeCode) }
  /// The labels of the new and the repeated PIN, then the Apply button.
  public let widgets = (0..<3).map { _ in FormWidget() }
  /// The comment field.
  public let comment = PlaceholderTextView(frame: .zero, textContainer: nil)
  private var subscriptions: [ControlSubscription] = []

  /// Creates the controls and declares the chain.
  public init() {
    let (oldPin, newPin, repeatPin) = (pins[0], pins[1], pins[2])
    comment.placeholder = "Comment"
    oldPin.setValues(
      for: \.isEnabled, of: newPin, [.disabled: false, PinCodeControl.valid: true, .normal: false])
    oldPin.setValues(
      for: \.color, of: widgets[0],
      [.disabled: "lightGray", PinCodeControl.valid: "gray", .normal: "lightGray"])
    newPin.setValues(
      for: \.isEnabled, of: repeatPin, [.disabled: false, PinCodeControl.valid: true, .normal: false])
    newPin.setValues(
      for: \.color, of: widgets[1],
      [.disabled: "lightGray", PinCodeControl.valid: "gray", .normal: "lightGray"])
    repeatPin.setValues(
      for: \.isEnabled, of: widgets[2], [.disabled: false, PinCodeControl.valid: true, .normal: false])
    repeatPin.validator = { [unowned newPin] code in code == newPin.code }
    subscriptions.append(
      newPin.subscribe(to: .valueChanged) { [unowned repeatPin] _ in repeatPin.revalidate() })
  }
}
