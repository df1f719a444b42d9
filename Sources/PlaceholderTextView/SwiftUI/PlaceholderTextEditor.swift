#if QUICKCONTROL_UIKIT && canImport(SwiftUI)
  import QuickControl
  import SwiftUI
  import UIKit

  /// A multi-line text editor with a placeholder for SwiftUI: a ``PlaceholderTextView/PlaceholderTextView`` behind a binding.
  ///
  /// - `text` is two-way: each edit writes it once; text the screen sets
  ///   reaches the view (written back only if the view kept something else,
  ///   after the view update).
  /// - A placeholder, or placeholders that rotate while the text is empty
  ///   (``init(rotating:every:options:text:isFocused:)``); the rotation starts
  ///   again only when the sequence, interval or options change.
  /// - The font follows the environment's `.font(_:)` for the standard text
  ///   styles (`.body`, `.headline`, `.caption` and the others, with Dynamic
  ///   Type); other SwiftUI fonts cannot be turned into a `UIFont`, so give those
  ///   with `placeholderTextEditorFont(_:)`.
  /// - It grows with its text between `placeholderTextEditorLines(_:)` limits
  ///   (one line up, by default) and scrolls beyond the maximum: the text
  ///   view's own line limits and ``PlaceholderTextView/PlaceholderTextView/heightThatFits(width:)``.
  /// - `placeholderTextEditorMaximumLength(_:)` limits the text by the view's
  ///   ``PlaceholderTextView/PlaceholderTextView/maximumLength`` rule; the binding holds what the
  ///   view kept, so the remaining count is the limit minus `text.count`.
  /// - `.disabled()` makes it read-only and ends editing; `isFocused` shows and
  ///   hides the keyboard (refused, and reset to `false`, while disabled).
  ///
  /// What passes between the view and the bindings is decided by
  /// `PlaceholderTextBindingSync`, tested on Linux; see the article "Using PlaceholderTextEditor from SwiftUI".
  ///
  /// ```swift
  /// struct CommentView: View {
  ///   @State private var comment = ""
  ///
  ///   var body: some View {
  ///     PlaceholderTextEditor("Comment", text: $comment)
  ///       .placeholderTextEditorLines(2...6)
  ///       .placeholderTextEditorMaximumLength(140)
  ///       .font(.body)
  ///     Text("\(140 - comment.count) left")
  ///   }
  /// }
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
    /// ```swift
    /// PlaceholderTextEditor("Comment", text: $comment)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: Shown while the text is empty.
    ///   - text: The text; two-way.
    ///   - isFocused: `true` shows the keyboard; the editor writes the user's focus changes.
    public init(_ placeholder: String, text: Binding<String>, isFocused: Binding<Bool>? = nil) {
      self.text = text
      self.placeholder = .plain(placeholder)
      self.rotation = nil
      self.isFocused = isFocused
    }

    /// Creates an editor with a plain or styled placeholder, or none.
    ///
    /// ```swift
    /// PlaceholderTextEditor(text: $notes, placeholder: .attributed(AttributedString("Notes")))
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text; two-way.
    ///   - placeholder: Shown while the text is empty; `nil` for none.
    ///   - isFocused: `true` shows the keyboard; the editor writes the user's focus changes.
    public init(text: Binding<String>, placeholder: PlaceholderText?, isFocused: Binding<Bool>? = nil) {
      self.text = text
      self.placeholder = placeholder
      self.rotation = nil
      self.isFocused = isFocused
    }

    /// Creates an editor whose placeholders rotate while its text is empty.
    ///
    /// The first placeholder shows at once; each `interval` the next fades in.
    ///
    /// ```swift
    /// PlaceholderTextEditor(rotating: ["Running", "Walking", "Cycling"], every: .seconds(2),
    ///                       options: [.infinite, .shuffle], text: $activity)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholders: The placeholders, in order.
    ///   - interval: The time between two placeholders; positive.
    ///   - options: ``PlaceholderRotationOptions/infinite`` (the default) and ``PlaceholderRotationOptions/shuffle``.
    ///   - text: The text; two-way.
    ///   - isFocused: `true` shows the keyboard; the editor writes the user's focus changes.
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

  /// What the `placeholderTextEditor…` modifiers set for the editors below them.
  ///
  /// The limits are the view's own settings, in its convention (0 for no
  /// maximum), passed on unchanged: ``PlaceholderTextView`` applies them.
  struct PlaceholderTextEditorConfiguration {
    /// ``PlaceholderTextView/PlaceholderTextView/minimumNumberOfLines``: one line at least by default.
    var minimumLines = 1
    /// ``PlaceholderTextView/PlaceholderTextView/maximumNumberOfLines``: 0, no maximum, by default.
    var maximumLines = 0
    /// ``PlaceholderTextView/PlaceholderTextView/maximumLength``.
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
    /// The limits become the text view's ``PlaceholderTextView/PlaceholderTextView/minimumNumberOfLines``
    /// and ``PlaceholderTextView/PlaceholderTextView/maximumNumberOfLines``, so the editor grows by
    /// the view's rule: text or placeholder, lines of the font plus the insets,
    /// the caret kept in view beyond the maximum. Bounds below 1 count as 1.
    ///
    /// ```swift
    /// PlaceholderTextEditor("Comment", text: $comment).placeholderTextEditorLines(2...6)
    /// ```
    public func placeholderTextEditorLines(_ lines: ClosedRange<Int>) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) {
        $0.minimumLines = max(1, lines.lowerBound)
        $0.maximumLines = max(1, lines.upperBound)
      }
    }

    /// Lets every ``PlaceholderTextEditor`` in this view grow from `minimum` lines without a limit.
    ///
    /// The text view's ``PlaceholderTextView/PlaceholderTextView/minimumNumberOfLines``, with no maximum; below 1 counts as 1.
    ///
    /// ```swift
    /// PlaceholderTextEditor("Notes", text: $notes).placeholderTextEditorLines(minimum: 3)
    /// ```
    public func placeholderTextEditorLines(minimum: Int) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) {
        $0.minimumLines = max(1, minimum)
        $0.maximumLines = 0
      }
    }

    /// Limits the text of every ``PlaceholderTextEditor`` in this view to `length` characters; `nil` for no limit.
    ///
    /// The text view's ``PlaceholderTextView/PlaceholderTextView/maximumLength`` rule applies:
    /// typing, paste and AutoFill stop at the limit, text still being composed
    /// by an input method is not cut until committed, and a longer text the
    /// screen sets keeps its first `length` characters. The binding always holds
    /// what the view kept, so the remaining count is the limit minus the
    /// binding's `count`: both count characters as the user sees them
    /// (`String.count`), as the view's ``PlaceholderTextView/PlaceholderTextView/remainingLength`` does.
    /// Clamp it at 0: while an input method composes, the text may briefly be longer.
    /// A negative limit counts as 0.
    ///
    /// ```swift
    /// PlaceholderTextEditor("Comment", text: $comment)
    ///   .placeholderTextEditorMaximumLength(140)
    /// let remaining = max(0, 140 - comment.count)
    /// Text("\(remaining) left").foregroundStyle(remaining <= 10 ? .red : .secondary)
    /// ```
    public func placeholderTextEditorMaximumLength(_ length: Int?) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) {
        $0.maximumLength = length.map { max(0, $0) }
      }
    }

    /// Sets a UIKit font for every ``PlaceholderTextEditor`` in this view, for fonts
    /// SwiftUI's `.font(_:)` cannot express as a text style.
    ///
    /// Use a font from `UIFontMetrics` to keep Dynamic Type.
    ///
    /// ```swift
    /// editor.placeholderTextEditorFont(UIFontMetrics(forTextStyle: .body)
    ///   .scaledFont(for: UIFont(name: "Menlo", size: 15)!))
    /// ```
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
