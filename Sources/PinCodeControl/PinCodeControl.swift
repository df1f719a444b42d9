import Foundation
import QuickControl

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// A PIN or one-time-code entry control whose look is declared per state.
///
/// `PinCodeControl` shows one item per character of a code of fixed
/// ``length``. It is a `QUIckControl`: its custom states `ControlState.filled`,
/// `ControlState.valid` and `ControlState.invalid` are engine factors, and
/// every per-state style (fill colour, border colour, border width, the colour
/// of a filled item) is a value stored through the engine, for the presets in
/// ``States`` or any descriptor of your own. Other objects can follow its
/// state too: "Apply is enabled only while the repeat PIN is valid" is one
/// `setValue` call.
///
/// Input is sanitised by ``PinCode``: paste, AutoFill and SMS codes such as
/// `"123 456"` or `"123-456"` are accepted, letters into a digit code or emoji
/// are ignored, a paste longer than the code is cut to the code's length, and
/// backspace on an empty code does nothing. ``code`` can be read and set.
///
/// Events: `.valueChanged` on every edit, `ControlEvents.typeComplete` each
/// time the code becomes complete, `.editingDidBegin` / `.editingDidEnd` with
/// focus. A multi-character insert applies the state once and sends each
/// event once.
///
/// **AutoFill.** On UIKit the control owns a transparent `UITextField` that
/// covers it, with `textContentType = .oneTimeCode`, rather than implementing
/// `UITextInput` itself. One-time-code AutoFill needs a full `UITextInput`
/// (a `UIKeyInput` alone never gets the suggestion), and a system text field
/// is the implementation iOS's AutoFill, dictation, paste menu, hardware
/// keyboards and VoiceOver are tested against (KAPinField and CBPinEntryView
/// make the same choice). The field's delegate refuses every edit the system
/// proposes and applies it to ``code`` instead, as an append or a delete at the
/// end, through the same sanitising as ``insertText(_:)``; the invisible caret's
/// position never matters. While ``isSecureTextEntry`` masks the items, the
/// field is a secure text field too, so the code cannot be copied or shared.
///
/// ```swift
/// let pin = PinCodeControl(length: 4)
/// pin.setFillColor(.green, for: PinCodeControl.States.valid)
/// pin.subscribe(on: .typeComplete) { pin in
///   print("entered \(pin.code), valid: \(pin.isValid)")
/// }
/// pin.insertText("1357")
/// // Prints "entered 1357, valid: true"
/// ```
open class PinCodeControl: QUIckControl {
  /// The entered characters and their sanitising rules.
  public internal(set) var pinCode: PinCode

  /// Whether the code is complete and the validator accepted it.
  ///
  /// Recomputed after every edit, when ``validator`` changes and on
  /// ``revalidate()``; `false` while the code is incomplete.
  public private(set) var isValid = false {
    didSet { if isValid != oldValue { applyCurrentState() } }
  }

  /// Whether the control is editing (first responder); drives `.highlighted`.
  ///
  /// The control computes the highlighted state from this property rather than
  /// from touches, so it stays highlighted exactly while the keyboard is up.
  public internal(set) var isEditing = false {
    didSet { if isEditing != oldValue { applyCurrentState() } }
  }

  /// Decides whether a complete code is valid; by default rejects weak PINs.
  ///
  /// The default is ``PinCode/isWeakPIN(_:)`` negated, which only ever judges
  /// digit codes: any other code is valid. Setting a validator re-validates a
  /// complete code at once. Set `{ _ in true }` for one-time codes. For logic
  /// that needs the control, override ``validate(_:)`` instead.
  ///
  /// ```swift
  /// repeatPin.validator = { [unowned newPin] code in code == newPin.code }
  /// ```
  public var validator: (String) -> Bool = { !PinCode.isWeakPIN($0) } {
    didSet { revalidate() }
  }

  /// Whether items show ``maskCharacter`` instead of the entered character.
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { contentDidChange() } }
  }

  /// The character a filled item shows while ``isSecureTextEntry`` is on.
  public var maskCharacter: Character = "•" {
    didSet { if maskCharacter != oldValue { contentDidChange() } }
  }

  /// The size of one item.
  public var itemSize = CGSize(width: 20, height: 20) {
    didSet { if itemSize != oldValue { layoutDidChange() } }
  }

  /// The space between two items.
  public var itemSpacing: CGFloat = 15 {
    didSet { if itemSpacing != oldValue { layoutDidChange() } }
  }

  /// The shape of every item.
  public var itemShape: ItemShape = .circle {
    didSet { layoutDidChange() }
  }

  /// The colour of an item's character (or mask) when the shape shows it.
  public var symbolColor: PinColor = .black {
    didSet { if symbolColor != oldValue { contentDidChange() } }
  }

  /// The fill colour the engine resolved for the current state.
  public internal(set) var currentFillColor: PinColor = .clear {
    didSet { if currentFillColor != oldValue { contentDidChange() } }
  }
  /// The border colour the engine resolved for the current state.
  public internal(set) var currentBorderColor: PinColor = .gray {
    didSet { if currentBorderColor != oldValue { contentDidChange() } }
  }
  /// The border width the engine resolved for the current state.
  public internal(set) var currentBorderWidth: CGFloat = 1 {
    didSet { if currentBorderWidth != oldValue { contentDidChange() } }
  }
  /// The fill of an item holding a character, resolved for the current state;
  /// `nil` means "the same as ``currentFillColor``".
  public internal(set) var currentFilledItemColor: PinColor? = nil {
    didSet { if currentFilledItemColor != oldValue { contentDidChange() } }
  }

  /// Formats `accessibilityValue` from the control; replace it to localise.
  ///
  /// The default reads "2 of 4 entered", "complete" or "invalid".
  ///
  /// ```swift
  /// pin.accessibilityValueFormatter = { pin in "\(pin.pinCode.count) von \(pin.length)" }
  /// ```
  public var accessibilityValueFormatter: @MainActor (PinCodeControl) -> String = PinCodeControl
    .defaultAccessibilityValue
  {
    didSet { updateAccessibility() }
  }

  /// How many times the user completed a code the validator rejected (typing,
  /// paste or AutoFill); codes set in code and re-validations do not count.
  ///
  /// Each of these plays the invalid-entry feedback on UIKit (see
  /// `shakesOnInvalid` and `playsHapticOnInvalid`).
  public internal(set) var invalidEntryCount = 0

  #if canImport(UIKit) && !os(watchOS)
    /// The transparent text field that receives keyboard, paste and AutoFill input.
    ///
    /// Its `textContentType` is `.oneTimeCode`, so the keyboard offers a code
    /// received by SMS or Mail. For a PIN the user knows (an old or new PIN in
    /// a change form), set `pin.inputField.textContentType = nil` so no code is offered.
    ///
    /// Its delegate is the control's: replacing it disconnects the field from the code.
    public let inputField = UITextField(frame: .zero)
    let inputFieldDelegate = PinInputFieldDelegate()
    var itemLayers: [CAShapeLayer] = []
    var symbolLayers: [CATextLayer] = []

    /// Whether the control shakes when the code turns invalid; off by default, and never while Reduce Motion is on.
    public var shakesOnInvalid = false

    /// Whether the control plays the error haptic when the code turns invalid; off by default.
    ///
    /// Only iOS, iPadOS and Mac Catalyst have haptics; elsewhere the setting does nothing.
    public var playsHapticOnInvalid = false
  #endif

  /// Creates a control for a code of `length` characters from `alphabet`.
  ///
  /// - Precondition: `length` is at least 1.
  ///
  /// ```swift
  /// let otp = PinCodeControl(length: 6, alphabet: .digits, frame: .zero)
  /// otp.validator = { _ in true }
  /// ```
  public init(length: Int = 4, alphabet: PinAlphabet = .digits, frame: CGRect = .zero) {
    guard length >= 1 else {
      fatalError(
        "PinCodeControl: length must be at least 1 (got \(length)); pass the number of characters of the code."
      )
    }
    pinCode = PinCode(length: length, alphabet: alphabet)
    super.init(frame: frame)
    commonInit()
  }

  /// Creates a 4-digit control with `frame`.
  public override convenience init(frame: CGRect) {
    self.init(length: 4, alphabet: .digits, frame: frame)
  }

  /// Creates a 4-digit control from an archive (a storyboard).
  public required init?(coder: NSCoder) {
    pinCode = PinCode(length: 4)
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    performTransition {
      register(.filled, forBoolKeyPath: \.isFilled)
      register(ControlState(rawValue: 1 << 18), forBoolKeyPath: \.isValid)
      register(.invalid, forBoolKeyPath: \.isInvalid)
      register(.highlighted, forBoolKeyPath: \.isEditing)
      loadDefaultAppearance()
      setUpPlatform()
    }
    isAccessibilityElement = true
    // An archive (Interface Builder) may carry its own label.
    if accessibilityLabel == nil { accessibilityLabel = "PIN code" }
    updateAccessibility()
  }

  // MARK: - Configuration

  /// The number of characters of a complete code; at least 1.
  ///
  /// Changing it while typing keeps the first characters that fit, sends
  /// `.valueChanged` if the code changed, and `ControlEvents.typeComplete` if
  /// the shorter code is now complete.
  ///
  /// - Precondition: the new length is at least 1.
  public var length: Int {
    get { pinCode.length }
    set {
      guard newValue >= 1 else {
        fatalError(
          "PinCodeControl: length must be at least 1 (got \(newValue)); pass the number of characters of the code."
        )
      }
      guard newValue != pinCode.length else { return }
      edit { $0 = $0.resized(to: newValue) }
      layoutDidChange()
    }
  }

  /// The characters the code accepts; digits by default.
  ///
  /// Changing it drops entered characters the new alphabet rejects.
  public var acceptedCharacters: PinAlphabet {
    get { pinCode.alphabet }
    set {
      guard newValue != pinCode.alphabet else { return }
      edit { $0 = $0.resized(to: $0.length, alphabet: newValue) }
      keyboardDidChange()
    }
  }

  // MARK: - State

  /// The entered code; setting it replaces the code with the sanitised text.
  ///
  /// Setting sends `.valueChanged` if the code changes, and
  /// `ControlEvents.typeComplete` if the new code is complete.
  ///
  /// ```swift
  /// pin.code = "123-456"
  /// print(pin.code)
  /// // Prints "123456"
  /// ```
  public var code: String {
    get { pinCode.string }
    set { replaceCode(with: newValue) }
  }

  /// Whether every character is entered; drives `ControlState.filled`.
  public var isFilled: Bool { pinCode.isComplete }

  /// Whether the code is complete and the validator rejected it; drives `ControlState.invalid`.
  public var isInvalid: Bool { pinCode.isComplete && !isValid }

  /// Whether any character is entered.
  public var hasText: Bool { !pinCode.isEmpty }

  /// Removes every character; sends `.valueChanged` if there were any.
  open func clear() {
    edit { $0.removeAll() }
  }

  // MARK: - Validation

  /// Whether `code`, a complete code, is valid; subclasses override to add rules.
  ///
  /// The default asks ``validator``.
  ///
  /// ```swift
  /// final class NoBirthYearPin: PinCodeControl {
  ///   override func validate(_ code: String) -> Bool {
  ///     super.validate(code) && !(1900...2030).contains(Int(code) ?? 0)
  ///   }
  /// }
  /// ```
  open func validate(_ code: String) -> Bool {
    validator(code)
  }

  /// Runs validation again for the current code; call it when something the validator reads changes.
  ///
  /// ```swift
  /// newPin.subscribe(on: .valueChanged) { _ in repeatPin.revalidate() }
  /// ```
  public func revalidate() {
    let valid = pinCode.isComplete && validate(pinCode.string)
    if valid != isValid {
      isValid = valid
      updateAccessibility()
    }
  }

  // MARK: - Focus

  /// Whether the control can take keyboard focus: while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing: shows the keyboard on UIKit, highlights, sends `.editingDidBegin`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    beginEditingInput()
  }

  /// Ends editing: hides the keyboard on UIKit, un-highlights, sends `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    endEditingInput()
  }

  /// Whether the control is enabled; disabling it ends editing.
  open override var isEnabled: Bool {
    didSet { if !isEnabled && isEditing { resignFirstResponder() } }
  }

  #if canImport(UIKit) && !os(watchOS)
    /// Lays out one layer per item, centred, in the code's reading order.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layoutItemLayers()
    }

    /// The size of all items and the spaces between them.
    open override var intrinsicContentSize: CGSize { contentSize }

    /// Whether the control is first responder: whether its input field is.
    open override var isFirstResponder: Bool { inputField.isFirstResponder }

    #if !os(visionOS)
      /// Redraws the items in the new appearance when it switches between light and dark.
      ///
      /// (Deprecated from iOS 17 in favour of trait-change registration, which
      /// iOS 16, the oldest supported, lacks. visionOS has one appearance.)
      open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
          contentDidChange()
        }
      }
    #endif
  #endif
}
