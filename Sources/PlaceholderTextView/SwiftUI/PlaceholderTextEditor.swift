#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
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
#endif
