#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// What the `placeholderTextEditor…` modifiers set for the editors below them.
  struct PlaceholderTextEditorConfiguration {
    var heightLimits = PlaceholderTextHeightLimits()
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
    /// ```swift
    /// PlaceholderTextEditor("Comment", text: $comment).placeholderTextEditorLines(2...6)
    /// ```
    public func placeholderTextEditorLines(_ lines: ClosedRange<Int>) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) {
        $0.heightLimits = PlaceholderTextHeightLimits(
          minimumLines: lines.lowerBound, maximumLines: lines.upperBound)
      }
    }

    /// Lets every ``PlaceholderTextEditor`` in this view grow from `minimum` lines without a limit.
    ///
    /// ```swift
    /// PlaceholderTextEditor("Notes", text: $notes).placeholderTextEditorLines(minimum: 3)
    /// ```
    public func placeholderTextEditorLines(minimum: Int) -> some View {
      transformEnvironment(\.placeholderTextEditorConfiguration) {
        $0.heightLimits = PlaceholderTextHeightLimits(minimumLines: minimum)
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
