#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The class ``PlaceholderTextView`` inherits from: `UITextView` on UIKit platforms.
  public typealias QUICTextViewBase = UITextView
  /// The label class that shows the placeholder: `UILabel` on UIKit platforms.
  public typealias QUICLabel = UILabel
  /// The font type of the text view and its placeholder: `UIFont` on UIKit platforms.
  public typealias QUICFont = UIFont
  /// The colour type of the placeholder: `UIColor` on UIKit platforms.
  public typealias QUICColor = UIColor
  /// The text alignment type: `NSTextAlignment` on UIKit platforms.
  public typealias QUICTextAlignment = NSTextAlignment
  /// The layout direction type: `UIUserInterfaceLayoutDirection` on UIKit platforms.
  public typealias QUICLayoutDirection = UIUserInterfaceLayoutDirection
  /// The inset type of the text container: `UIEdgeInsets` on UIKit platforms.
  public typealias QUICEdgeInsets = UIEdgeInsets
  /// The text container type: `NSTextContainer` on UIKit platforms.
  public typealias QUICTextContainer = NSTextContainer
  /// The text storage type: `NSTextStorage` on UIKit platforms.
  public typealias QUICTextStorage = NSTextStorage
#else
  import Foundation
  import QuickControl

  /// The class ``PlaceholderTextView`` inherits from: ``QUICHeadlessTextView`` where UIKit is unavailable.
  public typealias QUICTextViewBase = QUICHeadlessTextView
  /// The label class that shows the placeholder: ``QUICHeadlessLabel`` where UIKit is unavailable.
  public typealias QUICLabel = QUICHeadlessLabel
  /// The font type of the text view and its placeholder: ``QUICHeadlessFont`` where UIKit is unavailable.
  public typealias QUICFont = QUICHeadlessFont
  /// The colour type of the placeholder: ``QUICHeadlessColor`` where UIKit is unavailable.
  public typealias QUICColor = QUICHeadlessColor
  /// The text alignment type: ``QUICHeadlessTextAlignment`` where UIKit is unavailable.
  public typealias QUICTextAlignment = QUICHeadlessTextAlignment
  /// The layout direction type: ``QUICHeadlessLayoutDirection`` where UIKit is unavailable.
  public typealias QUICLayoutDirection = QUICHeadlessLayoutDirection
  /// The inset type of the text container: `QUICHeadlessEdgeInsets` (in QuickControl) where UIKit is unavailable.
  public typealias QUICEdgeInsets = QUICHeadlessEdgeInsets
  /// The text container type: ``QUICHeadlessTextContainer`` where UIKit is unavailable.
  public typealias QUICTextContainer = QUICHeadlessTextContainer
  /// The text storage type: ``QUICHeadlessTextStorage`` where UIKit is unavailable.
  public typealias QUICTextStorage = QUICHeadlessTextStorage
#endif
