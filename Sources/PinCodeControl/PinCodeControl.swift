import Foundation
import QuickControl

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

/// A PIN or one-time-code entry control whose look is declared per state.
///
/// `PinCodeControl` shows one item per character of a code of fixed
/// ``length``. It is a `QUIckControl`: its custom states `PinCodeControl.filled`,
/// `PinCodeControl.valid` and `PinCodeControl.invalid` are engine factors, and
/// every per-state style (fill colour, border colour, border width, the colour
/// of a filled item) is a value stored through the engine, for the presets in
/// ``StylePreset`` or any condition of your own. Other objects can follow its
/// state too: "Apply is enabled only while the repeat PIN is valid" is one
/// `setValue` call.
///
/// Input is sanitised by ``PinCode``: paste, AutoFill and SMS codes such as
/// `"123 456"` or `"123-456"` are accepted, letters into a digit code or emoji
/// are ignored, a paste longer than the code is cut to the code's length, and
/// backspace on an empty code does nothing. ``code`` can be read and set.
///
/// Events: `.valueChanged` on every edit, `PinCodeControl.codeCompleted` each
/// time the code becomes complete, `.editingDidBegin` / `.editingDidEnd` with
/// focus; `.touchDown`, `.touchUpInside` and UIKit's other touch events for a
/// tap, which starts editing and sends `.primaryActionTriggered`. A
/// multi-character insert applies the state once and sends each event once.
/// The events of an edit the keyboard, paste or AutoFill make follow that edit
/// (see the article "Events, accessibility and localisation").
///
/// **AutoFill.** On UIKit the control owns a transparent `UITextField` that
/// covers it, with the one-time-code content type (see ``Purpose``), rather than implementing
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
/// pin.setItemStyle(PinCodeItemStyle(fillColor: .systemGreen, borderColor: .systemGreen), for: .valid)
/// pin.subscribe(to: PinCodeControl.codeCompleted) { pin in
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
  public internal(set) var isValid = false {
    didSet { if isValid != oldValue { applyCurrentState() } }
  }

  /// Whether the control is editing (first responder); drives `.highlighted`.
  ///
  /// The control computes the highlighted state from this property rather than
  /// from touches, so it stays highlighted exactly while the keyboard is up.
  public internal(set) var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      // A secure field may report its clear-on-begin-editing as the next edit.
      secureRefocusGuardIsArmed = isEditing && isSecureTextEntry
      applyCurrentState()
    }
  }

  /// The app's validator, or `nil` for the purpose's built-in check.
  package var customValidator: ((String) -> Bool)? {
    didSet { validate(restartingVerification: false) }
  }

  /// Checks a complete code asynchronously, for a code only a server can judge; `nil` by default.
  ///
  /// Run when the code becomes complete and ``validator`` accepts it. While it
  /// runs the control is in ``verifying`` (style it like any state; VoiceOver
  /// says "Verifying code"), keeps focus and the keyboard, and takes input: an
  /// edit or ``clear()`` cancels the check (its task is cancelled) and a late
  /// answer for an old code is ignored. `true` makes the code valid; `false`
  /// rejects it as ``rejectCode(clearing:)`` does. A timeout is the app's: race
  /// the request against a sleep and return `false` (or keep waiting).
  ///
  /// ```swift
  /// otp.verifier = { code in
  ///   (try? await api.verify(code)) == true
  /// }
  /// ```
  ///
  /// Setting it does not restart a check that is running or repeat one already
  /// answered for this code; ``revalidate()`` does.
  public var verifier: ((String) async -> Bool)? {
    didSet { validate(restartingVerification: false) }
  }

  /// Whether the ``verifier`` is checking the code; drives `PinCodeControl.verifying`.
  public internal(set) var isVerifying = false {
    didSet { if isVerifying != oldValue { applyCurrentState() } }
  }

  /// Whether ``rejectCode(clearing:)`` or the verifier rejected the code; until the next edit.
  var isRejected = false {
    didSet { if isRejected != oldValue { applyCurrentState() } }
  }
  /// The running verification, cancelled by an edit.
  var verification: Task<Void, Never>?
  /// The `codeGeneration` the verifier last accepted, so that setting it again does not ask again.
  var verifiedGeneration: Int?
  /// Counts the edits that change the characters, so that a late verdict can tell its code is gone.
  var codeGeneration = 0

  /// Whether items show ``maskCharacter`` instead of the entered character.
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { contentDidChange() } }
  }

  /// The character a filled item shows while ``isSecureTextEntry`` is on.
  public var maskCharacter: Character = "•" {
    didSet { if maskCharacter != oldValue { contentDidChange() } }
  }

  /// The smallest size of one item; items grow to hold the font (`drawnItemSize`).
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

  /// The colour of an item's character (or mask): ``PinColor/label`` by default, black or white with the appearance.
  public var symbolColor: PinColor = .label {
    didSet { if symbolColor != oldValue { contentDidChange() } }
  }

  /// The fill colour the engine resolved for the current state.
  package var currentFillColor: PinColor = .clear {
    didSet { if currentFillColor != oldValue { contentDidChange() } }
  }
  /// The border colour the engine resolved for the current state.
  package var currentBorderColor: PinColor = .systemGray {
    didSet { if currentBorderColor != oldValue { contentDidChange() } }
  }
  /// The border width the engine resolved for the current state.
  package var currentBorderWidth: CGFloat = 1 {
    didSet { if currentBorderWidth != oldValue { contentDidChange() } }
  }
  /// The fill of an item holding a character, resolved for the current state;
  /// `nil` means "the same as `currentFillColor`".
  package var currentFilledItemColor: PinColor? = nil {
    didSet { if currentFilledItemColor != oldValue { contentDidChange() } }
  }

  /// Formats `accessibilityValue` from the control; replace it to reword the value.
  ///
  /// The default reads "2 of 4 entered", "complete" or "invalid", in the
  /// user's language where the package has it (English, Spanish, Simplified
  /// Chinese, Japanese, Russian), and never contains the code. To add to it,
  /// keep the formatter you replace.
  ///
  /// ```swift
  /// pin.accessibilityValueFormatter = { pin in "\(pin.pinCode.count) von \(pin.length)" }
  ///
  /// let standard = pin.accessibilityValueFormatter
  /// pin.accessibilityValueFormatter = { pin in standard(pin) + ", 3 attempts left" }
  /// ```
  public var accessibilityValueFormatter: @MainActor (PinCodeControl) -> String = PinCodeControl
    .defaultAccessibilityValue
  {
    didSet { updateAccessibility() }
  }

  /// Says what VoiceOver announces when the user completes a code; `nil` announces nothing.
  ///
  /// Asked once per code the user completes, after its events. The default
  /// announces "Code complete" or "Invalid code", in the user's language.
  ///
  /// ```swift
  /// pin.completionAnnouncementFormatter = { _, isValid in isValid ? "Unlocked" : "Wrong PIN" }
  /// ```
  public var completionAnnouncementFormatter: @MainActor (PinCodeControl, _ isValid: Bool) -> String? =
    PinCodeControl.defaultCompletionAnnouncement

  // The settings whose public accessors, and what changing them does, live in the feature files.
  var _purpose: Purpose = .oneTimeCode
  var _returnKey: PinReturnKey = .done
  var _showsDoneButtonOnNumberPad = false
  var _font: PinFont = PinCodeControl.defaultFont
  var _adjustsFontForContentSizeCategory = true
  var _shakesOnInvalid = false
  var _playsHapticOnInvalid = false
  /// `displayFont` until the font or the traits change.
  var cachedDisplayFont: PinFont?

  /// How many times the user completed a code the validator rejected (typing,
  /// paste or AutoFill); codes set in code and re-validations do not count.
  ///
  /// Each of these plays the invalid-entry feedback on UIKit (see
  /// `shakesOnInvalid` and `playsHapticOnInvalid`).
  public internal(set) var invalidEntryCount = 0

  /// What an edit UIKit's text field asked for sends after it; see `deferringDelivery(_:)`.
  var delivery = PinEventDelivery()
  /// Armed when a secure control begins editing; see `systemDidProposeEdit(replacing:with:)`.
  var secureRefocusGuardIsArmed = false

  #if QUICKCONTROL_UIKIT
    /// The transparent text field that receives keyboard, paste and AutoFill input; its keyboard
    /// follows `keyboardConfiguration`. Its delegate is the control's: replacing it disconnects the field.
    let inputField = UITextField(frame: .zero)
    let inputFieldDelegate = PinInputFieldDelegate()
    var itemLayers: [CAShapeLayer] = []
    var symbolLayers: [CATextLayer] = []
    /// The keyboard's accessory bar with a Done button, made when first shown.
    var cachedDoneBar: UIView?
    /// The error feedback generator, made when the haptic is first prepared (a
    /// `UINotificationFeedbackGenerator` where haptics exist).
    var feedbackGenerator: AnyObject?
  #else
    // The headless stand-ins for the trait collection (PinCodeControl+Headless.swift).
    var _preferredContentSizeCategory: PinHeadlessFont.ContentSize = .large
    var _isBoldTextEnabled = false
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
      register(Self.filled, while: \.isFilled)
      register(Self.valid, while: \.isValid)
      register(Self.invalid, while: \.isInvalid)
      register(Self.verifying, while: \.isVerifying)
      register(.highlighted, while: \.isEditing)
      loadDefaultAppearance()
      setUpPlatform()
    }
    isAccessibilityElement = true
    // An archive (Interface Builder) may carry its own label and hint.
    if accessibilityLabel == nil { accessibilityLabel = PinStrings.label }
    if accessibilityHint == nil { accessibilityHint = PinStrings.hint }
    updateAccessibility()
    setUpTouches()
  }

  /// Removes every character; sends `.valueChanged` if there were any.
  open func clear() {
    edit { $0.removeAll() }
  }

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

  /// Sends `events`; those of an edit UIKit's text field asked for wait until that edit is over.
  ///
  /// The code and state change with the edit; its events, feedback and
  /// announcement follow on the main actor's next turn, after the delegate
  /// returned to UIKit, in order (anything sent earlier sends them first).
  /// Inside a transition, events are queued as usual.
  open override func sendActions(for events: ControlEvents) {
    if isInTransition {
      super.sendActions(for: events)
    } else {
      deliver { $0.sendActionsNow(for: events) }
    }
  }

  /// VoiceOver's double-tap: starts editing, as a tap does.
  ///
  /// `nonisolated`: the iOS 17 SDK declares it on `NSObject` without an actor
  /// (later SDKs on the main actor); it asserts the main thread it is called on.
  ///
  /// - Returns: Whether the control is editing now; `false` while disabled.
  nonisolated open override func accessibilityActivate() -> Bool {
    MainActor.assumeIsolated { activate() }
  }

  #if QUICKCONTROL_UIKIT
    /// Lays out one layer per item, centred, in the code's reading order.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layoutItemLayers()
    }

    /// The size of all items and the spaces between them, at least 44 × 44 points (`fittingSize`).
    open override var intrinsicContentSize: CGSize { fittingSize }

    /// Whether `point` is in the area that takes taps: the bounds grown to at least 44 × 44 points (`hitArea(in:)`).
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      hitArea(in: bounds).contains(point)
    }

    /// Redraws the items whose colour is ``PinColor/tint`` when the tint changes (or dims for an alert).
    open override func tintColorDidChange() {
      super.tintColorDidChange()
      contentDidChange()
    }

    /// Whether the control is first responder: whether its input field is.
    open override var isFirstResponder: Bool { inputField.isFirstResponder }

    /// Takes the touches that land on the transparent input field while it is not editing.
    ///
    /// So UIKit sends the control's touch events and the tap starts editing; while
    /// editing, touches go to the field, whose edit menu offers Paste.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let view = super.hitTest(point, with: event)
      return view === inputField && !inputField.isFirstResponder ? self : view
    }

    #if !os(visionOS)
      /// On iOS 16 only, redraws after a change of appearance, contrast, text size or Bold Text.
      ///
      /// From iOS 17 the control registers for exactly those trait changes
      /// (`registerForTraitChanges`) and this deprecated method does nothing.
      open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0, tvOS 17.0) { traitsDidChange(from: previousTraitCollection) }
      }
    #endif
  #endif
}
