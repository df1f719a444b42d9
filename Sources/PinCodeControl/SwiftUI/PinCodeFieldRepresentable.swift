#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import QuickControl
  import SwiftUI
  import UIKit

  /// The `UIViewRepresentable` behind ``PinCodeField``: it only wires the control to `PinCodeBindingSync`.
  @MainActor
  struct PinCodeFieldRepresentable: UIViewRepresentable {
    let storage: PinCodeFieldStorage
    let title: String?
    let code: Binding<String>
    let length: Int
    let alphabet: PinAlphabet
    let validity: Binding<PinCodeValidity>?
    let isFocused: Binding<Bool>?
    let validator: ((String) -> Bool)?
    let verifier: ((String) async -> Bool)?
    let onComplete: ((String) -> Void)?
    let appearance: PinCodeFieldAppearance
    /// Whether the control draws its items; `false` when the field draws custom items under it.
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

    /// Draws the characters at the environment's text size, the one the items scale with.
    ///
    /// From iOS 17 through the control's trait overrides (its font then
    /// re-resolves at once, before SwiftUI measures it); iOS 16 has no per-view
    /// override, and the characters follow the window's text size, which differs
    /// from the environment's only below a `dynamicTypeSize(_:)` modifier.
    private func applyDynamicTypeSize(_ size: DynamicTypeSize, to control: PinCodeControl) {
      guard #available(iOS 17.0, tvOS 17.0, *) else { return }
      let category = UIContentSizeCategory(size)
      guard control.traitOverrides.preferredContentSizeCategory != category else { return }
      control.traitOverrides.preferredContentSizeCategory = category
      control.updateTraitsIfNeeded()
    }

    /// The control's items side by side, or the space custom items take, at least 44 × 44 points.
    ///
    /// `PinCodeBindingSync/fieldSize(proposedWidth:proposedHeight:drawsItems:)` decides it.
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
