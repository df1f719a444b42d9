// Platform plumbing, not API: on UIKit platforms each alias is the UIKit type it
// names, and the documentation shows the UIKit type (they are hidden from it).
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The class ``PlaceholderTextView`` inherits from: `UITextView` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICTextViewBase = UITextView
  /// The label class that shows the placeholder: `UILabel` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICLabel = UILabel
  /// The font type of the text view and its placeholder: `UIFont` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICFont = UIFont
  /// The colour type of the placeholder: `UIColor` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICColor = UIColor
  /// The text alignment type: `NSTextAlignment` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICTextAlignment = NSTextAlignment
  /// The layout direction type: `UIUserInterfaceLayoutDirection` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICLayoutDirection = UIUserInterfaceLayoutDirection
  /// The inset type of the text container: `UIEdgeInsets` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICEdgeInsets = UIEdgeInsets
  /// The text container type: `NSTextContainer` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICTextContainer = NSTextContainer
  /// The text storage type: `NSTextStorage` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICTextStorage = NSTextStorage
#else
  import Foundation
  import QuickControl

  /// The class ``PlaceholderTextView`` inherits from: ``QUICHeadlessTextView`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICTextViewBase = QUICHeadlessTextView
  /// The label class that shows the placeholder: ``QUICHeadlessLabel`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICLabel = QUICHeadlessLabel
  /// The font type of the text view and its placeholder: ``QUICHeadlessFont`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICFont = QUICHeadlessFont
  /// The colour type of the placeholder: ``QUICHeadlessColor`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICColor = QUICHeadlessColor
  /// The text alignment type: ``QUICHeadlessTextAlignment`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICTextAlignment = QUICHeadlessTextAlignment
  /// The layout direction type: ``QUICHeadlessLayoutDirection`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICLayoutDirection = QUICHeadlessLayoutDirection
  /// The inset type of the text container: `QUICHeadlessEdgeInsets` (in QuickControl) where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICEdgeInsets = QUICHeadlessEdgeInsets
  /// The text container type: ``QUICHeadlessTextContainer`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICTextContainer = QUICHeadlessTextContainer
  /// The text storage type: ``QUICHeadlessTextStorage`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICTextStorage = QUICHeadlessTextStorage
#endif
