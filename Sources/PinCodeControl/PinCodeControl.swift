import Foundation
import QuickControl

#if !QUICKCONTROL_UIKIT
  // Headless, the test double's UIKit names (`UITextView`, `UIReturnKeyType` …) come with this
  // module, as UIKit's do for an app on iOS that imports it.
  @_exported import HeadlessUIKit
#endif

/// A PIN or one-time-code entry control whose look is declared per state.
///
/// One item per character of a code of fixed ``length``. A `QUIckControl`: its states
/// (`PinCodeControl.filled`, `.valid`, `.invalid`) are registered states and every per-state
/// style a value stored through the engine (``setItemStyles(_:)`` or ``setItemStyle(_:when:)``).
/// Input is sanitised by ``PinCode``; on UIKit a transparent one-time-code `UITextField`
/// receives it (see the articles "Input, AutoFill and secrecy" and "Events, accessibility and localisation").
///
/// ```swift
/// let pin = PinCodeControl(length: 4, purpose: .existingPIN)
/// pin.setItemStyles { (PinCodeControl.valid, PinCodeControl.ItemStyle(fillColor: .green, borderColor: .green)) }
/// pin.subscribe(to: PinCodeControl.codeCompleted) { pin in print("entered \(pin.code), valid: \(pin.isValid)") }
/// pin.insertText("1357")
/// // Prints "entered 1357, valid: true"
/// ```
open class PinCodeControl: QUIckControl {
  /// The entered characters and their sanitising rules.
  public internal(set) var pinCode: PinCode

  /// Whether the code is complete and the validator accepted it; `false` while incomplete.
  public internal(set) var isValid = false {
    didSet { if isValid != oldValue { applyCurrentState() } }
  }

  /// Whether the control is editing (first responder); drives ``editing``.
  public internal(set) var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      // A secure field may report its clear-on-begin-editing as the next edit.
      secureRefocusGuardIsArmed = isEditing && isSecureTextEntry
      applyCurrentState()
    }
  }

  package var customValidator: ((String) -> Bool)? {
    didSet { validate(restartingVerification: false) }
  }

  /// Checks a complete code asynchronously, for a code only a server can judge; `nil` by default.
  ///
  /// Run for a complete code ``validator`` accepts, in ``verifying``; an edit cancels it. It has
  /// three answers:
  ///
  /// - `true` accepts the code: ``valid``.
  /// - `false` rejects it as ``rejectCode(clearing:)`` does: ``invalid``, counted in
  ///   ``invalidEntryCount``, the invalid feedback, cleared if ``clearsRejectedCode`` says so.
  /// - A thrown error (no network, a server error) is no answer about the code: the check
  ///   failed. The control enters ``verificationFailed`` and keeps the code, with no count and no
  ///   feedback; ``verificationError`` holds the error for your message, and ``revalidate()``
  ///   (your Retry button) checks the kept code again. The next edit ends the failure.
  ///
  /// Throw for what is not a verdict, and answer `false` only for a wrong code (the article
  /// "Verifying a one-time code with your server").
  ///
  /// ```swift
  /// otp.verifier = { code in try await api.verify(code) }  // URLError: failed, not wrong
  /// ```
  public var verifier: ((String) async throws -> Bool)? {
    didSet { validate(restartingVerification: false) }
  }

  /// Whether the ``verifier`` is checking the code; drives `PinCodeControl.verifying`.
  public var isVerifying: Bool { verification.isRunning }

  /// The error the ``verifier`` threw for the code shown, while ``verificationFailed`` is on.
  ///
  /// `nil` while no check failed, from the next edit or check, and after ``rejectCode(clearing:)``.
  /// A failed check is not a wrong code: show the error with a way to retry (``revalidate()``).
  ///
  /// ```swift
  /// pin.setValue(for: \.text, of: label, when: .containing(PinCodeControl.verificationFailed)) {
  ///   $0.verificationError?.localizedDescription
  /// }
  /// ```
  public var verificationError: (any Error)? { verification.error }

  /// Whether the last check of the code shown threw; drives `PinCodeControl.verificationFailed`.
  var isVerificationFailed: Bool { verification.error != nil }

  /// The rejection of the code shown, a remembered state (`rejected`): entered when a code is
  /// rejected with feedback, left by the next edit and by `resetStates(_:)` (see `statesDidReset()`).
  /// Its `count` also holds the user's wrong entry the validator rejected, played but not kept.
  var rejection: FormMemory.Remembered?
  /// Whether the code shown was rejected (validator, verifier or ``rejectCode(clearing:)``).
  var isRejected: Bool { rejection?.isOn ?? false }
  /// The ``verifier``'s check, run as the host's work: cancelled on an edit, a restart and with the control.
  let verification = StateTask<Bool>()
  var verificationAnswers: ControlSubscription?

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

  /// The colour of an item's character (or mask); `UIColor.label` by default.
  ///
  /// A dynamic colour follows dark mode and Increase Contrast; `UIColor.tintColor` follows the
  /// control's tint.
  ///
  /// ```swift
  /// pin.symbolColor = .systemBlue
  /// ```
  public var symbolColor: UIColor = .label {
    didSet { if symbolColor != oldValue { currentSymbolColor = symbolColor } }
  }

  /// ``symbolColor``, as the items draw it.
  package var currentSymbolColor: UIColor = .label {
    didSet { if currentSymbolColor != oldValue { contentDidChange() } }
  }

  // The styles the engine resolved for the current state; a `nil` filled-item colour is the fill.
  package var currentFillColor: UIColor = .clear {
    didSet { if currentFillColor != oldValue { contentDidChange() } }
  }
  package var currentBorderColor: UIColor = .systemGray {
    didSet { if currentBorderColor != oldValue { contentDidChange() } }
  }
  package var currentBorderWidth: CGFloat = 1 {
    didSet { if currentBorderWidth != oldValue { contentDidChange() } }
  }
  package var currentFilledItemColor: UIColor? = nil {
    didSet { if currentFilledItemColor != oldValue { contentDidChange() } }
  }

  /// Formats `accessibilityValue` from the control; replace it to reword the value.
  /// The default ("2 of 4 entered") never contains the code.
  ///
  /// ```swift
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
  /// ```swift
  /// pin.completionAnnouncementFormatter = { _, isValid in isValid ? "Unlocked" : "Wrong PIN" }
  /// ```
  public var completionAnnouncementFormatter: @MainActor (PinCodeControl, _ isValid: Bool) -> String? =
    PinCodeControl.defaultCompletionAnnouncement

  /// What the control takes; sets the AutoFill iOS offers and the default ``validator``.
  ///
  /// ``Purpose/oneTimeCode`` unless the initialiser says otherwise. On a control made with a 0.x
  /// initialiser, setting it also ends 0.x's weak-PIN rule (``init(length:alphabet:frame:)``).
  ///
  /// ```swift
  /// pin.purpose = .existingPIN
  /// ```
  public var purpose: Purpose = .oneTimeCode {
    didSet {
      let was0x = rejectsWeakPINsAsIn0x
      rejectsWeakPINsAsIn0x = false
      guard purpose != oldValue || was0x else { return }
      keyboardDidChange()
      revalidate()
    }
  }

  /// The Return key's title on a letter keyboard (``PinCode/Alphabet`` other than digits); `.done` by default.
  ///
  /// ```swift
  /// pin.returnKey = .next
  /// ```
  public var returnKey: UIReturnKeyType = .done {
    didSet { if returnKey != oldValue { keyboardDidChange() } }
  }

  /// Whether the number pad gets a bar with a Done button that ends editing; off by default.
  ///
  /// The iPhone's number pad has no Return key: turn this on, or give the screen another way out.
  ///
  /// ```swift
  /// pin.showsDoneButtonOnNumberPad = true
  /// ```
  public var showsDoneButtonOnNumberPad = false {
    didSet { if showsDoneButtonOnNumberPad != oldValue { keyboardDidChange() } }
  }

  /// The font of the characters (and of the mask in secure entry); the body text style by default.
  ///
  /// With ``adjustsFontForContentSizeCategory`` on, a text-style font follows the user's text
  /// size and any other font is scaled like `UIFontMetrics.default` scales it; Bold Text draws bold.
  ///
  /// ```swift
  /// pin.font = .preferredFont(forTextStyle: .title2)
  /// ```
  public var font: UIFont = PinCodeControl.defaultFont {
    didSet { fontDidChange() }
  }

  /// Whether the font follows the user's text size (Dynamic Type); on by default.
  ///
  /// ```swift
  /// pin.adjustsFontForContentSizeCategory = false   // a fixed size, whatever the setting
  /// ```
  public var adjustsFontForContentSizeCategory = true {
    didSet { if adjustsFontForContentSizeCategory != oldValue { fontDidChange() } }
  }
  var cachedDisplayFont: UIFont?

  /// Whether the control shakes when the user completes an invalid code; off by default.
  ///
  /// Skipped while Reduce Motion is on; drawn on UIKit only.
  ///
  /// ```swift
  /// pin.shakesOnInvalid = true
  /// ```
  public var shakesOnInvalid = false

  /// Whether the control plays the error haptic when the user completes an invalid code; off by default.
  ///
  /// Only iOS, iPadOS and Mac Catalyst have haptics; elsewhere the setting does nothing.
  ///
  /// ```swift
  /// pin.playsHapticOnInvalid = true
  /// ```
  public var playsHapticOnInvalid = false

  /// Whether a rejected code is removed at once; off by default. The invalid look stays until the next key.
  ///
  /// A code is rejected when the user completes one the ``validator`` turns down, when the ``verifier``
  /// answers `false` and by ``rejectCode(clearing:)``. The feedback (shake, haptic, "Invalid code",
  /// ``invalidEntryCount``) plays once, then the code is cleared, focus kept. In SwiftUI, the
  /// `pinCodeClearsRejectedCode(_:)` modifier sets it.
  ///
  /// ```swift
  /// otp.clearsRejectedCode = true  // a wrong code is gone; the red items say why
  /// ```
  public var clearsRejectedCode = false

  /// How many times a code was rejected with feedback: the user (not code) completed a code the
  /// validator rejected, the verifier answered `false`, or ``rejectCode(clearing:)`` turned one down.
  ///
  /// A check that failed (the ``verifier`` threw) is not counted. Set it to `0` to count again from
  /// there: when a lockout ends, or after a new code was sent.
  ///
  /// ```swift
  /// otp.invalidEntryCount = 0  // the lockout ended: three attempts again
  /// ```
  public var invalidEntryCount = 0

  var delivery = PinEventDelivery()
  var secureRefocusGuardIsArmed = false

  /// Creates a control for a code of `length` characters from `alphabet`, taken for `purpose`.
  ///
  /// The purpose sets the AutoFill iOS offers and which codes are valid by default (``Purpose``):
  /// a ``Purpose/oneTimeCode`` accepts any complete code, a ``Purpose/newPIN`` rejects weak PINs.
  ///
  /// - Precondition: `length` is at least 1.
  ///
  /// ```swift
  /// let otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
  /// let newPin = PinCodeControl(length: 4, purpose: .newPIN)  // 1111 and 1234 are invalid
  /// ```
  public init(length: Int, purpose: Purpose, alphabet: PinCode.Alphabet = .digits, frame: CGRect = .zero) {
    pinCode = PinCode(length: PinCodeControl.checked(length), alphabet: alphabet)
    self.purpose = purpose
    super.init(frame: frame)
  }

  /// Whether a 0.x initialiser made the control and no purpose was set since: 0.x's validation, weak PINs invalid.
  var rejectsWeakPINsAsIn0x = false

  /// The 0.x initialiser: AutoFill of one-time codes, and 0.x's validation, which rejects weak PINs
  /// (all equal or sequential: `1111`, `1234`, `9876`).
  ///
  /// 0.x's default is none of the 1.0 purposes; ``init(length:purpose:alphabet:frame:)`` makes the
  /// choice explicit. Setting ``purpose`` afterwards is that choice too: the 0.x rule ends.
  ///
  /// - Precondition: `length` is at least 1.
  @available(
    *, deprecated,
    message:
      "0.x's default rejects weak PINs; say what the code is: PinCodeControl(length:purpose:) with .newPIN (weak PINs invalid), .existingPIN or .oneTimeCode (any code valid)"
  )
  public init(length: Int = 4, alphabet: PinCode.Alphabet = .digits, frame: CGRect = .zero) {
    pinCode = PinCode(length: PinCodeControl.checked(length), alphabet: alphabet)
    rejectsWeakPINsAsIn0x = true
    super.init(frame: frame)
  }

  /// Creates a 4-digit control with `frame`, validating as 0.x did (weak PINs invalid) until ``purpose`` is set.
  public override convenience init(frame: CGRect) {
    self.init(length: 4, purpose: .oneTimeCode, frame: frame)
    rejectsWeakPINsAsIn0x = true
  }

  /// Creates a 4-digit control from an archive (a storyboard), validating as 0.x did (weak PINs invalid)
  /// until ``purpose`` is set.
  public required init?(coder: NSCoder) {
    pinCode = PinCode(length: 4)
    rejectsWeakPINsAsIn0x = true
    super.init(coder: coder)
  }

  private static func checked(_ length: Int) -> Int {
    guard length >= 1 else {
      fatalError(
        "PinCodeControl: length must be at least 1 (got \(length)); pass the number of characters of the code."
      )
    }
    return length
  }

  /// Sets up the control's states, its default look, its input and its accessibility.
  ///
  /// Both initialisers call it. A subclass that overrides it calls `super.setUp()` first,
  /// then stores its own values for the states the control declares.
  ///
  /// <!-- snippet: context pin-member -->
  /// ```swift
  /// override func setUp() {
  ///   super.setUp()
  ///   setValue(UIColor.systemRed, for: \.tintColor, when: .containing(Self.invalid))
  /// }
  /// ```
  open override func setUp() {
    super.setUp()
    _ = Self.keyPathsNamed
    performTransition {
      register(Self.filled, while: \.isFilled)
      register(Self.valid, while: \.isValid)
      // The forms' memory: a rejection is kept until the next edit, and `resetStates(_:)` ends it.
      rejection = remember(Self.rejected, enteredOn: "a rejected code", leftOn: "an edit") {
        [weak self] in self?.statesDidReset()
      }
      register(Self.invalid, while: \.isInvalid)
      register(Self.verifying, while: \.isVerifying)
      register(Self.verificationFailed, while: \.isVerificationFailed)
      verificationAnswers = verification.onOutcome { [weak self] answer in
        switch answer {
        case .success(let accepted): self?.verifierAnswered(accepted)
        case .failure: self?.verifierFailed()
        }
      }
      register(Self.editing, while: \.isEditing)
      loadDefaultAppearance()
      setUpPlatform()
    }
    isAccessibilityElement = true
    if accessibilityLabel == nil { accessibilityLabel = PinStrings.label }
    if accessibilityHint == nil { accessibilityHint = PinStrings.hint }
    updateAccessibility()
    setUpTouches()
  }

  /// Removes every character; sends `.valueChanged` if there were any.
  open func clear() {
    edit { $0.removeAll() }
  }

  /// Whether `code`, a complete code, is valid; the default asks ``validator``.
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
  /// An edit's events, feedback and announcement follow on the main actor's next turn, after
  /// the delegate returned to UIKit, in order. Inside a transition, events are queued as usual.
  open override func sendActions(for events: ControlEvents) {
    if isInTransition {
      super.sendActions(for: events)
    } else {
      deliver { $0.sendActionsNow(for: events) }
    }
  }

  /// VoiceOver's double-tap: starts editing, as a tap does.
  ///
  /// `nonisolated` because the iOS 17 SDK declares it on `NSObject` without an actor.
  /// - Returns: Whether the control is editing now; `false` while disabled.
  nonisolated open override func accessibilityActivate() -> Bool {
    MainActor.assumeIsolated { activate() }
  }

  #if QUICKCONTROL_UIKIT
    /// Receives keyboard, paste and AutoFill input; replacing its delegate disconnects it.
    let inputField = UITextField(frame: .zero)
    let inputFieldDelegate = PinCodeInputFieldDelegate()
    var itemLayers: [CAShapeLayer] = []
    var symbolLayers: [CATextLayer] = []
    var cachedDoneBar: UIView?
    /// A `UINotificationFeedbackGenerator` where haptics exist, made when first prepared.
    var feedbackGenerator: AnyObject?

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

    /// Redraws the items whose colour is `UIColor.tintColor` when the tint changes (or dims for an alert).
    open override func tintColorDidChange() {
      super.tintColorDidChange()
      contentDidChange()
    }

    /// Whether the control is first responder: whether its input field is.
    open override var isFirstResponder: Bool { inputField.isFirstResponder }

    /// Takes the touches that land on the input field while it is not editing, so a tap starts editing.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let view = super.hitTest(point, with: event)
      return view === inputField && !inputField.isFirstResponder ? self : view
    }

    #if !os(visionOS)
      /// On iOS 16 only, redraws after a change of appearance, contrast, text size or Bold Text.
      ///
      /// From iOS 17 the control registers for those trait changes instead.
      open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0, tvOS 17.0) { traitsDidChange(from: previousTraitCollection) }
      }
    #endif
  #else
    /// The user's text size the headless control is drawn for (the test hook is in `PinCodeControl+Testing.swift`).
    var simulatedContentSize: UIContentSizeCategory = .large {
      didSet { if simulatedContentSize != oldValue { fontDidChange() } }
    }

    /// Whether the headless control is drawn as with Bold Text on (the test hook is in `PinCodeControl+Testing.swift`).
    var simulatesBoldText = false {
      didSet { if simulatesBoldText != oldValue { fontDidChange() } }
    }
  #endif
}
