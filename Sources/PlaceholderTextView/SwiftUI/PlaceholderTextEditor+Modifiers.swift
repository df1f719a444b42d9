#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

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
#endif
