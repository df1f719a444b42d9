import Foundation
import QuickControl

#if !QUICKCONTROL_UIKIT
  // Headless, the test double's UIKit names (`UITextView`, `UIReturnKeyType` …) come with this
  // module, as UIKit's do for an app on iOS that imports it.
  @_exported import HeadlessUIKit
#endif

/// A text view with a placeholder that is visible exactly while its text is empty, styled per state.
///
/// The placeholder is the one every text view has (`placeholder`, `attributedPlaceholder`,
/// `placeholderColor`, from the `UITextView` extension): laid out by the text container — `textContainerInset`, line fragment padding and
/// exclusion paths — in the view's font (Dynamic Type included) and alignment, following later changes of
/// each without a `setNeedsLayout()`. Here it also wraps to as many lines as it needs and the intrinsic size
/// grows to fit it. VoiceOver reads the placeholder as the label (or hint), never as the value.
///
/// The view is a `ControlStateHost`: ``empty`` is on while the text is empty, ``editing`` while it is
/// first responder. On UIKit it is a `UITextView`; elsewhere a `UITextView`.
///
/// ```swift
/// let notes = PlaceholderTextView(frame: .zero)
/// notes.placeholder = "Anything we should know?"
/// notes.setValue(.systemBlue, for: \.placeholderColor, when: .containing(PlaceholderTextView.editing))
/// notes.setValue(true, for: \.isHidden, of: sendButton, when: .containing(PlaceholderTextView.empty))
/// ```
open class PlaceholderTextView: UITextView, ControlStateHost {
  /// The engine holding this view's registered states, values, transitions and subscriptions.
  public let stateEngine = StateEngine()

  /// The state bit that is on while the text is empty; a subclass's own `declareState(_:)` bits never collide.
  ///
  /// For example, `textView.setValue(0.5, for: \.alpha, of: counter, when: .containing(PlaceholderTextView.empty))`.
  public nonisolated static let empty = declareLibraryState("empty", bit: 1 << 60)

  /// The state bit that is on while the view is first responder.
  ///
  /// ```swift
  /// textView.setValue(2, for: \.borderWidth, of: textView.layer, when: .containing(PlaceholderTextView.editing))
  /// ```
  public nonisolated static let editing = declareLibraryState("editing", bit: 1 << 59)

  /// The state bit that is on while the remaining length is at or under ``lengthWarningThreshold``.
  ///
  /// ```swift
  /// textView.setValue(.systemRed, for: \.textColor, of: counter, when: .containing(PlaceholderTextView.nearLengthLimit))
  /// ```
  public nonisolated static let nearLengthLimit = declareLibraryState("nearLengthLimit", bit: 1 << 58)
  /// Names the properties the states are computed from in the state table (Linux's runtime does
  /// not name computed properties' key paths); evaluated once, by the initialisers.
  private static let registeredKeyPathsNamed: Void = {
    StateNames.name(\PlaceholderTextView.isFirstResponder, "isFirstResponder")
    StateNames.name(\PlaceholderTextView.isNearLengthLimit, "isNearLengthLimit")
  }()

  /// The label that shows the placeholder; the view manages its text, font, colour, alignment, frame and
  /// visibility, so use it as a target for other properties only (its alpha, for example).
  public let placeholderLabel = UILabel(frame: .zero)

  let notifications = NotificationProxy()

  /// The placeholder every text view can have (`placeholder`), which this view lays out and measures itself.
  lazy var textPlaceholder: TextViewPlaceholder = {
    guard let placeholder = textViewPlaceholder(creating: true) else {
      preconditionFailure("a text view always attaches a placeholder when asked to create one")
    }
    return placeholder
  }()

  let eventHandlers = EventHandlerList<PlaceholderTextView>()
  /// The height last reported to ``heightDidChange``; `nil` before the first measurement.
  var measuredHeight: CGFloat?
  var minimumLinesStorage = 0
  var maximumLinesStorage = 0
  var maximumLengthStorage: Int?
  /// The text after the last change that was not a composition: what a user's edit started from.
  var textBeforeEdit = ""
  var lengthWarningThresholdStorage = 10
  var keyboardInsetKeeper: KeyboardInsetKeeper?
  /// Set at the end of `commonInit()`: UIKit's initialisers call the overridden setters before the view can measure.
  var hasFinishedInit = false

  /// Called with the new height each time the height the view needs changes; once per change.
  ///
  /// For a self-sizing table cell, for example, `textView.heightDidChange = { [weak tableView] _ in tableView?.performBatchUpdates(nil) }`.
  public var heightDidChange: ((CGFloat) -> Void)?

  /// A rotation of placeholders the view keeps (it holds the view weakly); replacing it stops the previous one.
  ///
  /// The rotation replaces `placeholder`; when it stops, its last placeholder stays.
  ///
  /// ```swift
  /// textView.placeholderRotation = PlaceholderRotation(["Running", "Walking"], host: textView)
  /// textView.placeholderRotation?.start(interval: .seconds(2))
  /// ```
  public var placeholderRotation: PlaceholderRotation<PlaceholderTextView>? {
    didSet { if oldValue !== placeholderRotation { oldValue?.stop() } }
  }

  /// Creates a text view with `frame` and a text container (a new one if `nil`).
  ///
  /// For example, `let textView = PlaceholderTextView(frame: .zero, textContainer: nil)`.
  public override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    commonInit()
  }

  /// Creates a text view from an archive (a storyboard or nib).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    textPlaceholder.layoutDidChange = { [weak self] in self?.placeholderLayoutDidChange() }
    notifications.addObserver(
      forName: UITextView.textDidChangeNotification, object: self, queue: nil
    ) { [weak self] _ in
      // UIKit posts it on the main thread.
      MainActor.assumeIsolated { self?.userDidChangeText() }
    }
    // Edits through `textStorage` post no text-did-change notification. Handled on the next turn: the
    // storage is still processing the edit (per-state values would edit it again), and a post off
    // the main thread never traps.
    notifications.addObserver(
      forName: NSTextStorage.didProcessEditingNotification, object: textStorage, queue: nil
    ) { [weak self] _ in
      Task { @MainActor in self?.textStorageDidProcessEditing() }
    }
    _ = Self.registeredKeyPathsNamed
    register(Self.empty) { !$0.hasText }
    register(Self.editing, while: \.isFirstResponder)
    register(Self.nearLengthLimit, while: \.isNearLengthLimit)
    registerForStateTraitChanges()
    updatePlaceholderAppearance()
    updatePlaceholderVisibility()
    hasFinishedInit = true
    measureHeight()
  }

  /// The text; setting it in code shows or hides the placeholder and applies the state.
  open override var text: String! {
    didSet { textWasSetInCode() }
  }

  /// The styled text; setting it in code shows or hides the placeholder and applies the state.
  open override var attributedText: NSAttributedString! {
    didSet { textWasSetInCode() }
  }

  /// The font of the text, which the placeholder follows.
  open override var font: UIFont? {
    didSet { updatePlaceholderAppearance() }
  }

  /// The alignment of the text, which the placeholder follows; `.natural` follows the layout direction.
  open override var textAlignment: NSTextAlignment {
    didSet { updatePlaceholderAppearance() }
  }

  /// The inset of the text container, which the placeholder's frame follows.
  open override var textContainerInset: UIEdgeInsets {
    didSet { placeholderLayoutDidChange() }
  }

  /// Whether the font follows Dynamic Type; the placeholder's font does the same.
  open override var adjustsFontForContentSizeCategory: Bool {
    didSet { updatePlaceholderAppearance() }
  }

  /// Starts editing and applies the ``editing`` state.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let wasEditing = isFirstResponder
    let result = super.becomeFirstResponder()
    applyCurrentState()
    if !wasEditing && isFirstResponder { sendActions(for: .editingDidBegin) }
    return result
  }

  /// Ends editing and applies the state without ``editing``.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasEditing = isFirstResponder
    let result = super.resignFirstResponder()
    applyCurrentState()
    if wasEditing && !isFirstResponder { sendActions(for: .editingDidEnd) }
    return result
  }

  /// The view's state: ``empty`` and ``editing`` from the view, focused from the platform, the trait
  /// states (`.darkAppearance`…) once a condition names one or is a predicate, and any state registered.
  open var state: ControlState {
    let engine = stateEngine
    let platform: ControlState = isFocused ? .focused : []
    return engine.computeState(
      of: self,
      platformState: engine.readsTraitStates
        ? platform.union(ControlState(traitsOf: traitCollection)) : platform)
  }

  #if QUICKCONTROL_UIKIT
    /// Applies the new state when the focus system moves focus to or from the view.
    open override func didUpdateFocus(
      in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
      super.didUpdateFocus(in: context, with: coordinator)
      applyCurrentState()
    }

    #if !os(visionOS)
      /// On iOS 16 only, applies the trait states and writes resolved colours again after a trait
      /// change (from iOS 17 the view registers for those trait changes instead).
      open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0, tvOS 17.0) { traitsDidChange() }
      }
    #endif

    /// The bounds; a new width measures the height again (Auto Layout sets the bounds, not the frame).
    open override var bounds: CGRect {
      didSet {
        if bounds.size != oldValue.size { geometryDidChange(widthChanged: bounds.width != oldValue.width) }
      }
    }
  #else
    /// Whether the view has focus; changing it applies the new state.
    open override var isFocused: Bool {
      didSet { if isFocused != oldValue { applyCurrentState() } }
    }

    /// Applies the trait states and writes the colours resolved when applied again after a trait change.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      traitsDidChange()
    }
  #endif

  /// Sends `events` to the handlers added with ``subscribe(to:_:)``, or queues them during a transition.
  ///
  /// The view sends `.editingChanged` when the user changes the text, and
  /// `.editingDidBegin` / `.editingDidEnd` when editing starts and ends.
  open func sendActions(for events: ControlEvents) {
    if stateEngine.enqueue(events) { return }
    eventHandlers.send(events, from: self)
  }

  /// Lays out the text, then the placeholder inside the insets and padding; never invalidates the intrinsic size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    textPlaceholder.layout()
  }

  /// The frame; a new width measures the height again, and the keyboard's overlap follows any change.
  open override var frame: CGRect {
    didSet { if frame != oldValue { geometryDidChange(widthChanged: frame.width != oldValue.width) } }
  }

  /// The text's intrinsic size, tall enough for the whole placeholder while it shows.
  ///
  /// A view that scrolls has no intrinsic height, as on UIKit, unless it grows
  /// (``minimumNumberOfLines`` or ``maximumNumberOfLines`` set): then its height
  /// follows the text between them, and beyond the maximum it scrolls.
  open override var intrinsicContentSize: CGSize {
    var size = super.intrinsicContentSize
    if isGrowing {
      size.height = heightThatFits(width: bounds.width)
      return size
    }
    guard isShowingPlaceholder, size.height != UITextView.noIntrinsicMetric else { return size }
    size.height = max(size.height, placeholderHeight(forWidth: bounds.width))
    return size
  }

  /// The size the text needs at `size`'s width, tall enough for the whole placeholder while it shows and
  /// between the minimum and maximum number of lines.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    var fitting = super.sizeThatFits(size)
    if isShowingPlaceholder { fitting.height = max(fitting.height, placeholderHeight(forWidth: size.width)) }
    if isGrowing { fitting.height = clampedToLines(fitting.height) }
    return fitting
  }

  /// The label VoiceOver reads first and UI tests find the view by: the app's, else the placeholder.
  ///
  /// The placeholder is never the value, so a UI test reading `value` never mistakes it for text.
  /// `nonisolated` as `NSObject` declares it; accessibility asks on the main thread, which the accessor asserts.
  nonisolated open override var accessibilityLabel: String? {
    get { MainActor.assumeIsolated { super.accessibilityLabel ?? accessibilityPlaceholderLabel } }
    set { MainActor.assumeIsolated { super.accessibilityLabel = newValue } }
  }

  /// The hint VoiceOver reads after a pause: the app's, else the placeholder when the app set its own label.
  nonisolated open override var accessibilityHint: String? {
    get {
      MainActor.assumeIsolated {
        super.accessibilityHint ?? (super.accessibilityLabel != nil ? accessibilityPlaceholderLabel : nil)
      }
    }
    set { MainActor.assumeIsolated { super.accessibilityHint = newValue } }
  }
}

extension PlaceholderTextView {
  /// Calls `handler` each time one of `events` is sent.
  ///
  /// For example, `textView.subscribe(to: .editingChanged) { view in print(view.text ?? "") }`.
  ///
  /// - Returns: A token whose `ControlSubscription.cancel()` ends the subscription.
  @discardableResult
  public func subscribe(to events: ControlEvents, _ handler: @escaping (PlaceholderTextView) -> Void)
    -> ControlSubscription
  {
    let id = eventHandlers.add(for: events, handler)
    return ControlSubscription { [weak self] in self?.eventHandlers.remove(id) }
  }
}
