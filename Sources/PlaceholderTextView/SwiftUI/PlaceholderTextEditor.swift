#if QUICKCONTROL_UIKIT && canImport(SwiftUI)
  import QuickControl
  import SwiftUI
  import UIKit

  /// A multi-line text editor with a placeholder for SwiftUI: a ``PlaceholderTextView/PlaceholderTextView`` behind a binding.
  ///
  /// `text` is two-way; a placeholder may be fixed or rotate (``init(rotating:every:options:text:isFocused:)``).
  /// The font follows `.font(_:)` for the standard text styles (else `placeholderTextEditorFont(_:)`); the
  /// editor grows between `placeholderTextEditorLines(_:)` limits and scrolls beyond; `.disabled()` makes it
  /// read-only. See the article "Using PlaceholderTextEditor from SwiftUI".
  ///
  /// ```swift
  /// PlaceholderTextEditor("Comment", text: $comment)
  ///   .placeholderTextEditorLines(2...6)
  ///   .placeholderTextEditorMaximumLength(140)
  /// ```
  @MainActor
  public struct PlaceholderTextEditor: View {
    private let text: Binding<String>
    private let placeholder: PlaceholderText?
    private let rotation: PlaceholderTextBindingSync.Rotation?
    private let isFocused: Binding<Bool>?
    @Environment(\.placeholderTextEditorConfiguration) private var configuration
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Creates an editor with a plain placeholder.
    ///
    /// For example, `PlaceholderTextEditor("Comment", text: $comment)`.
    ///
    /// `isFocused`, if given, shows the keyboard while `true` and receives the user's focus changes.
    public init(_ placeholder: String, text: Binding<String>, isFocused: Binding<Bool>? = nil) {
      self.text = text
      self.placeholder = .plain(placeholder)
      self.rotation = nil
      self.isFocused = isFocused
    }

    /// Creates an editor with a plain or styled placeholder, or none.
    ///
    /// For example, `PlaceholderTextEditor(text: $notes, placeholder: .attributed(AttributedString("Notes")))`.
    public init(text: Binding<String>, placeholder: PlaceholderText?, isFocused: Binding<Bool>? = nil) {
      self.text = text
      self.placeholder = placeholder
      self.rotation = nil
      self.isFocused = isFocused
    }

    /// Creates an editor whose placeholders rotate while its text is empty.
    ///
    /// The first placeholder shows at once; each `interval` (positive) the next fades in. For example,
    /// `PlaceholderTextEditor(rotating: ["Running", "Walking"], every: .seconds(2), text: $activity)`.
    public init(
      rotating placeholders: [PlaceholderText], every interval: Duration,
      options: PlaceholderRotationOptions = .infinite, text: Binding<String>, isFocused: Binding<Bool>? = nil
    ) {
      guard interval > .zero else {
        fatalError(
          "PlaceholderTextEditor: the interval must be positive (got \(interval)); pass one such as .seconds(2)."
        )
      }
      self.text = text
      self.placeholder = placeholders.first
      self.rotation = .init(placeholders, interval: interval, options: options)
      self.isFocused = isFocused
    }

    /// The editor.
    public var body: some View {
      PlaceholderTextEditorRepresentable(
        text: text, placeholder: placeholder, rotation: rotation, isFocused: isFocused,
        font: resolvedFont, configuration: configuration)
    }

    /// The explicit font, else the environment's text style at its Dynamic Type size, else body.
    private var resolvedFont: UIFont {
      if let explicit = configuration.font { return explicit }
      let style = font.flatMap(Self.textStyle(of:)) ?? .body
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))
      return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
    }

    /// The UIKit text style of a standard SwiftUI font, or `nil` for any other font.
    static func textStyle(of font: Font) -> UIFont.TextStyle? {
      let styles: [(Font, UIFont.TextStyle)] = [
        (.largeTitle, .largeTitle), (.title, .title1), (.title2, .title2), (.title3, .title3),
        (.headline, .headline), (.subheadline, .subheadline), (.body, .body), (.callout, .callout),
        (.footnote, .footnote), (.caption, .caption1), (.caption2, .caption2),
      ]
      return styles.first { $0.0 == font }?.1
    }
  }

  /// What the `placeholderTextEditor…` modifiers set, in the view's own convention (0 for no maximum).
  struct PlaceholderTextEditorConfiguration {
    var minimumLines = 1
    var maximumLines = 0
    var maximumLength: Int?
    var font: UIFont?
  }

  private struct PlaceholderTextEditorConfigurationKey: EnvironmentKey {
    static var defaultValue: PlaceholderTextEditorConfiguration { PlaceholderTextEditorConfiguration() }
  }

  extension EnvironmentValues {
    var placeholderTextEditorConfiguration: PlaceholderTextEditorConfiguration {
      get { self[PlaceholderTextEditorConfigurationKey.self] }
      set { self[PlaceholderTextEditorConfigurationKey.self] = newValue }
    }
  }

  extension View {
    /// Lets every ``PlaceholderTextEditor`` in this view grow between `lines.lowerBound`
    /// and `lines.upperBound` lines of its font, and scroll beyond.
    ///
    /// The limits become the text view's ``PlaceholderTextView/PlaceholderTextView/minimumNumberOfLines`` and
    /// ``PlaceholderTextView/PlaceholderTextView/maximumNumberOfLines``. Bounds below 1 count as 1.
    /// For example, `PlaceholderTextEditor("Comment", text: $comment).placeholderTextEditorLines(2...6)`.
    public func placeholderTextEditorLines(_ lines: ClosedRange<Int>) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) {
        $0.minimumLines = max(1, lines.lowerBound)
        $0.maximumLines = max(1, lines.upperBound)
      }
    }

    /// Lets every ``PlaceholderTextEditor`` in this view grow from `minimum` lines without a limit.
    ///
    /// The text view's ``PlaceholderTextView/PlaceholderTextView/minimumNumberOfLines``, with no maximum; below 1 counts as 1.
    /// For example, `PlaceholderTextEditor("Notes", text: $notes).placeholderTextEditorLines(minimum: 3)`.
    public func placeholderTextEditorLines(minimum: Int) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) {
        $0.minimumLines = max(1, minimum)
        $0.maximumLines = 0
      }
    }

    /// Limits the text of every ``PlaceholderTextEditor`` in this view to `length` characters; `nil` for no limit.
    ///
    /// The text view's ``PlaceholderTextView/PlaceholderTextView/maximumLength`` rule applies; the binding holds
    /// what the view kept. Clamp the remaining count at 0: while an input method composes, the text may be longer.
    /// For example, with `.placeholderTextEditorMaximumLength(140)`, show `max(0, 140 - comment.count)` left.
    public func placeholderTextEditorMaximumLength(_ length: Int?) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) {
        $0.maximumLength = length.map { max(0, $0) }
      }
    }

    /// Sets a UIKit font for every ``PlaceholderTextEditor`` in this view, for fonts
    /// SwiftUI's `.font(_:)` cannot express as a text style.
    ///
    /// Use a font from `UIFontMetrics` to keep Dynamic Type: for example,
    /// `editor.placeholderTextEditorFont(UIFontMetrics(forTextStyle: .body).scaledFont(for: menlo))`.
    public func placeholderTextEditorFont(_ font: UIFont) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) { $0.font = font }
    }
  }

  /// The `UIViewRepresentable` behind ``PlaceholderTextEditor``: it only wires the view to `PlaceholderTextBindingSync`.
  @MainActor
  struct PlaceholderTextEditorRepresentable: UIViewRepresentable {
    let text: Binding<String>
    let placeholder: PlaceholderText?
    let rotation: PlaceholderTextBindingSync.Rotation?
    let isFocused: Binding<Bool>?
    let font: UIFont
    let configuration: PlaceholderTextEditorConfiguration

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
