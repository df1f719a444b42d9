#if QUICKCONTROL_UIKIT
  import UIKit

  // Platform plumbing: each alias is the UIKit type it names (hidden from the documentation).

  /// The class ``PlaceholderTextView`` inherits from: `UITextView` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformTextView = UITextView
  /// The label class that shows the placeholder: `UILabel` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformLabel = UILabel
  /// The font type of the text view and its placeholder: `UIFont` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformFont = UIFont
  /// The colour type of the placeholder: `UIColor` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformColor = UIColor
  /// The text alignment type: `NSTextAlignment` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformTextAlignment = NSTextAlignment
  /// The layout direction type: `UIUserInterfaceLayoutDirection` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformLayoutDirection = UIUserInterfaceLayoutDirection
  /// The inset type of the text container: `UIEdgeInsets` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformEdgeInsets = UIEdgeInsets
  /// The text container type: `NSTextContainer` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformTextContainer = NSTextContainer
  /// The text storage type: `NSTextStorage` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PlatformTextStorage = NSTextStorage

  extension PlaceholderTextView {
    /// Cross-dissolves the label's change, public API only.
    func animatePlaceholderChange(_ change: @escaping () -> Void) {
      Self.crossDissolve(placeholderLabel, change)
    }

    /// Cross-dissolves `view` while `change` runs, public API only: the rotation's fade on every UIKit host.
    static func crossDissolve(_ view: UIView, _ change: @escaping () -> Void) {
      UIView.transition(
        with: view, duration: 0.3,
        options: [.transitionCrossDissolve, .allowUserInteraction, .beginFromCurrentState],
        animations: change)
    }

    /// After the length limit removed part of a user's edit: the undo stack still holds that edit's
    /// ranges, which no longer match the text, so it is cleared rather than left to undo into the wrong text.
    func userEditWasTrimmed() {
      undoManager?.removeAllActions()
    }

    /// Converts with Foundation, keeping every attribute.
    func makeAttributedPlaceholder(_ string: AttributedString) -> NSAttributedString {
      NSAttributedString(string)
    }
  }
#endif
