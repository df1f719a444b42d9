#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import QuickControl
  import SwiftUI
  import UIKit

  /// The `UIViewRepresentable` behind ``PlaceholderTextEditor``: it only wires the view to `PlaceholderTextBindingSync`.
  @MainActor
  struct PlaceholderTextEditorRepresentable: UIViewRepresentable {
    let text: Binding<String>
    let placeholder: PlaceholderText?
    let rotation: PlaceholderTextBindingSync.Rotation?
    let isFocused: Binding<Bool>?
    let font: UIFont
    let configuration: PlaceholderTextEditorConfiguration

    /// Holds the sync for as long as the view.
    @MainActor
    final class Coordinator {
      var sync: PlaceholderTextBindingSync?
    }

    func makeCoordinator() -> Coordinator {
      Coordinator()
    }

    func makeUIView(context: Context) -> PlaceholderTextView {
      let view = PlaceholderTextView(frame: .zero, textContainer: nil)
      view.backgroundColor = .clear
      view.adjustsFontForContentSizeCategory = true
      view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      let sync = PlaceholderTextBindingSync(textView: view)
      // Bindings are SwiftUI state: write them after the view update, never during it.
      sync.schedule = { work in DispatchQueue.main.async { MainActor.assumeIsolated { work() } } }
      // The view invalidates its intrinsic size when its height changes; SwiftUI then asks `sizeThatFits` again.
      context.coordinator.sync = sync
      return view
    }

    func updateUIView(_ view: PlaceholderTextView, context: Context) {
      guard let sync = context.coordinator.sync else { return }
      let text = self.text
      sync.text = .init(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
      sync.focus = isFocused.map { binding in
        .init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
      }
      let style: UIUserInterfaceStyle = context.environment.colorScheme == .dark ? .dark : .light
      if view.overrideUserInterfaceStyle != style { view.overrideUserInterfaceStyle = style }
      sync.update(
        placeholder: placeholder, rotation: rotation, font: font, isEnabled: context.environment.isEnabled,
        minimumLines: configuration.minimumLines, maximumLines: configuration.maximumLines,
        maximumLength: configuration.maximumLength)
      if sync.hasPendingFocus {
        // Not in a window yet on the first update: ask again once it is.
        DispatchQueue.main.async { MainActor.assumeIsolated { sync.retryPendingFocus() } }
      }
    }

    /// The proposed width, and the view's height at that width (``PlaceholderTextView/PlaceholderTextView/heightThatFits(width:)``).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView view: PlaceholderTextView, context: Context)
      -> CGSize?
    {
      guard let sync = context.coordinator.sync else { return nil }
      let width = proposal.width ?? (view.bounds.width > 0 ? view.bounds.width : 320)
      return sync.fittingSize(forWidth: max(1, width))
    }

    static func dismantleUIView(_ view: PlaceholderTextView, coordinator: Coordinator) {
      view.placeholderRotation = nil
      coordinator.sync = nil
    }
  }
#endif
