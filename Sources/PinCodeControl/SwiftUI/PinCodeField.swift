#if QUICKCONTROL_UIKIT && canImport(SwiftUI)
  import QuickControl
  import SwiftUI
  import UIKit

  /// A PIN or one-time-code field for SwiftUI: a ``PinCodeControl/PinCodeControl`` behind a two-way binding.
  ///
  /// Input, validation, AutoFill and accessibility are the wrapped control's
  /// (the article "Using PinCodeField from SwiftUI"). Style it with the `pinCode…` modifiers, or draw each item
  /// yourself with ``init(_:code:length:alphabet:validity:isFocused:validator:verifier:onComplete:item:)``.
  ///
  /// ```swift
  /// PinCodeField(code: $code, length: 6, validity: $validity, verifier: { try await api.verify($0) })
  ///   .pinCodeItemShape(.roundedSquare(cornerRadius: 6), size: CGSize(width: 36, height: 44))
  /// ```
  @MainActor
  public struct PinCodeField<ItemContent: View>: View {
    private let title: String?
    private let code: Binding<String>
    private let length: Int
    private let alphabet: PinCode.Alphabet
    private let validity: Binding<PinCodeValidity>?
    private let isFocused: Binding<Bool>?
    private let validator: ((String) -> Bool)?
    private let verifier: ((String) async throws -> Bool)?
    private let onComplete: ((String) -> Void)?
    private let itemContent: ((PinCodeControl.Item, PinCodeFieldStatus) -> ItemContent)?
    @StateObject private var storage: PinCodeFieldStorage
    @Environment(\.pinCodeFieldAppearance) private var appearance
    @ScaledMetric(relativeTo: .title2) private var scale: CGFloat = 1

    /// Creates a field whose items you draw, given each item's description and the field's status.
    ///
    /// Your views show what the control resolved for each item; the status says whether the
    /// field is editing or valid and where the next character goes. The control still takes
    /// the input, on top of your items, and is the accessibility element.
    ///
    /// ```swift
    /// PinCodeField(code: $code, length: 6) { item, status in
    ///   Text(item.symbol.map(String.init) ?? " ").frame(width: 36, height: 48)
    ///     .border(status.cursorIndex == item.index ? Color.accentColor : Color(item.borderColor))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: What VoiceOver calls the field ("Old PIN"); the control's "PIN code" if `nil`.
    ///   - code: The entered code; two-way.
    ///   - length: The number of characters of a complete code; at least 1.
    ///   - validator: Decides at once whether a complete code is valid; by default what the purpose says.
    ///   - verifier: Checks a complete code the validator accepts asynchronously (your server):
    ///     `false` rejects it; a thrown error is a failed check, the code kept and `validity`
    ///     `.verificationFailed` until the screen sets it to `.verifying` (Retry) or the next edit.
    ///   - onComplete: Called with the code each time the user completes one.
    ///   - item: The view of one item.
    public init(
      _ title: String? = nil, code: Binding<String>, length: Int = 4, alphabet: PinCode.Alphabet = .digits,
      validity: Binding<PinCodeValidity>? = nil, isFocused: Binding<Bool>? = nil,
      validator: ((String) -> Bool)? = nil, verifier: ((String) async throws -> Bool)? = nil,
      onComplete: ((String) -> Void)? = nil,
      @ViewBuilder item: @escaping (PinCodeControl.Item, PinCodeFieldStatus) -> ItemContent
    ) {
      self.init(
        title: title, code: code, length: length, alphabet: alphabet, validity: validity,
        isFocused: isFocused,
        validator: validator, verifier: verifier, onComplete: onComplete, itemContent: item)
    }

    private init(
      title: String?, code: Binding<String>, length: Int, alphabet: PinCode.Alphabet,
      validity: Binding<PinCodeValidity>?,
      isFocused: Binding<Bool>?, validator: ((String) -> Bool)?, verifier: ((String) async throws -> Bool)?,
      onComplete: ((String) -> Void)?,
      itemContent: ((PinCodeControl.Item, PinCodeFieldStatus) -> ItemContent)?
    ) {
      guard length >= 1 else {
        fatalError(
          "PinCodeField: length must be at least 1 (got \(length)); pass the number of characters of the code."
        )
      }
      self.title = title
      self.code = code
      self.length = length
      self.alphabet = alphabet
      self.validity = validity
      self.isFocused = isFocused
      self.validator = validator
      self.verifier = verifier
      self.onComplete = onComplete
      self.itemContent = itemContent
      _storage = StateObject(wrappedValue: PinCodeFieldStorage(length: length, alphabet: alphabet))
    }

    /// The field: the control's own items, or yours with the control on top taking the input.
    public var body: some View {
      if let itemContent {
        HStack(spacing: scaledAppearance.itemSpacing) {
          ForEach(storage.status.items, id: \.index) { item in
            itemContent(item, storage.status)
          }
        }
        .accessibilityHidden(true)
        .overlay(representable(drawsItems: false))
      } else {
        representable(drawsItems: true)
      }
    }

    private var scaledAppearance: PinCodeFieldAppearance {
      var scaled = appearance
      scaled.itemSize = CGSize(
        width: appearance.itemSize.width * scale, height: appearance.itemSize.height * scale)
      scaled.itemSpacing = appearance.itemSpacing * scale
      return scaled
    }

    private func representable(drawsItems: Bool) -> PinCodeFieldRepresentable {
      PinCodeFieldRepresentable(
        storage: storage, title: title, code: code, length: length, alphabet: alphabet, validity: validity,
        isFocused: isFocused, validator: validator, verifier: verifier, onComplete: onComplete,
        appearance: scaledAppearance, drawsItems: drawsItems)
    }
  }

  extension PinCodeField where ItemContent == EmptyView {
    /// Creates a field that draws its items with the control's per-state styles.
    ///
    /// ```swift
    /// PinCodeField("New PIN", code: $model.pin, length: 4, validity: $model.pinValidity)
    ///   .pinCodeSecureEntry()
    /// ```
    ///
    /// The parameters are those of ``init(_:code:length:alphabet:validity:isFocused:validator:verifier:onComplete:item:)``.
    public init(
      _ title: String? = nil, code: Binding<String>, length: Int = 4, alphabet: PinCode.Alphabet = .digits,
      validity: Binding<PinCodeValidity>? = nil, isFocused: Binding<Bool>? = nil,
      validator: ((String) -> Bool)? = nil, verifier: ((String) async throws -> Bool)? = nil,
      onComplete: ((String) -> Void)? = nil
    ) {
      self.init(
        title: title, code: code, length: length, alphabet: alphabet, validity: validity,
        isFocused: isFocused,
        validator: validator, verifier: verifier, onComplete: onComplete, itemContent: nil)
    }
  }

  /// The control and its sync, kept for as long as the field's identity.
  @MainActor
  final class PinCodeFieldStorage: ObservableObject {
    let control: PinCodeControl
    let sync: PinCodeBindingSync
    @Published var status: PinCodeFieldStatus

    init(length: Int, alphabet: PinCode.Alphabet) {
      control = PinCodeControl(length: length, purpose: .oneTimeCode, alphabet: alphabet)
      sync = PinCodeBindingSync(control: control)
      status = PinCodeFieldStatus(control)
      // Bindings are SwiftUI state: write them after the view update, never during it.
      sync.schedule = { work in DispatchQueue.main.async { MainActor.assumeIsolated { work() } } }
    }
  }

  @MainActor
  struct PinCodeFieldRepresentable: UIViewRepresentable {
    let storage: PinCodeFieldStorage
    let title: String?
    let code: Binding<String>
    let length: Int
    let alphabet: PinCode.Alphabet
    let validity: Binding<PinCodeValidity>?
    let isFocused: Binding<Bool>?
    let validator: ((String) -> Bool)?
    let verifier: ((String) async throws -> Bool)?
    let onComplete: ((String) -> Void)?
    let appearance: PinCodeFieldAppearance
    let drawsItems: Bool

    func makeUIView(context: Context) -> PinCodeControl {
      let control = storage.control
      control.setContentHuggingPriority(.required, for: .horizontal)
      control.setContentHuggingPriority(.required, for: .vertical)
      return control
    }

    func updateUIView(_ control: PinCodeControl, context: Context) {
      let sync = storage.sync
      let code = self.code
      sync.code = .init(get: { code.wrappedValue }, set: { code.wrappedValue = $0 })
      sync.validity = validity.map { binding in
        .init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
      }
      sync.focus = isFocused.map { binding in
        .init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
      }
      sync.onComplete = onComplete
      let storage = self.storage
      sync.onStatusChange = drawsItems ? nil : { [weak storage] in storage?.status = $0 }
      // Layers resolve their colours from the control's traits: follow the environment's scheme.
      let style: UIUserInterfaceStyle = context.environment.colorScheme == .dark ? .dark : .light
      if control.overrideUserInterfaceStyle != style { control.overrideUserInterfaceStyle = style }
      applyDynamicTypeSize(context.environment.dynamicTypeSize, to: control)
      sync.update(
        length: length, alphabet: alphabet, appearance: appearance, validator: validator,
        verifier: verifier,
        isEnabled: context.environment.isEnabled, accessibilityLabel: title)
      // A length change rebuilds the item layers: hide the new ones too while custom items show.
      for layer in control.itemLayers where layer.isHidden == drawsItems { layer.isHidden = !drawsItems }
      if sync.hasPendingFocus {
        // Not in a window yet on the first update: ask again once it is.
        DispatchQueue.main.async { MainActor.assumeIsolated { sync.retryPendingFocus() } }
      }
    }

    /// Draws the characters at the environment's text size: from iOS 17 through the control's
    /// trait overrides; on iOS 16 the characters follow the window's text size.
    private func applyDynamicTypeSize(_ size: DynamicTypeSize, to control: PinCodeControl) {
      guard #available(iOS 17.0, tvOS 17.0, *) else { return }
      let category = UIContentSizeCategory(size)
      guard control.traitOverrides.preferredContentSizeCategory != category else { return }
      control.traitOverrides.preferredContentSizeCategory = category
      control.updateTraitsIfNeeded()
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView control: PinCodeControl, context: Context)
      -> CGSize?
    {
      storage.sync.fieldSize(
        proposedWidth: proposal.width, proposedHeight: proposal.height, drawsItems: drawsItems)
    }

    static func dismantleUIView(_ control: PinCodeControl, coordinator: ()) {
      // The storage may hand the same control to a new representable: leave it without the keyboard.
      if control.isFirstResponder { control.resignFirstResponder() }
    }
  }
#endif

/// What a custom item of a `PinCodeField` is drawn from, besides the item itself.
///
/// ```swift
/// PinCodeField(code: $code, length: 6) { item, status in
///   Text(item.symbol.map(String.init) ?? " ")
///     .underline(status.cursorIndex == item.index)
///     .foregroundStyle(status.validity == .invalid ? Color.red : Color.primary)
/// }
/// ```
public struct PinCodeFieldStatus: Hashable, Sendable {
  /// One description per item, with the colours resolved for the current state.
  public var items: [PinCodeControl.Item]
  package var length: Int
  package var enteredCount: Int
  /// Whether the code is complete and valid, verifying, rejected or its check failed.
  public var validity: PinCodeValidity
  /// Whether the field is editing (has the keyboard).
  public var isEditing: Bool
  /// Whether the field is enabled.
  public var isEnabled: Bool
  /// Whether the items show a mask instead of the characters.
  public var isSecureTextEntry: Bool

  @MainActor
  package init(_ control: PinCodeControl) {
    items = control.items
    length = control.length
    enteredCount = control.pinCode.count
    validity = PinCodeValidity(control)
    isEditing = control.isEditing
    isEnabled = control.isEnabled
    isSecureTextEntry = control.isSecureTextEntry
  }

  /// The item the next character goes to while editing; `nil` when not editing or complete.
  public var cursorIndex: Int? {
    isEditing && enteredCount < length ? enteredCount : nil
  }
}
