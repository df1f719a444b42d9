import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#else
  import QuickControl
#endif

/// A subscription plan: what a card shows, whichever way it is written.
struct Plan: Equatable, Sendable {
  var name: String
  var price: String

  static let pro = Plan(name: "Pro", price: "$9.99 a month")

  /// What VoiceOver speaks for the card: the plan and its price.
  var spokenDescription: String { "\(name), \(price)" }

  /// The price as the card shows it; struck through, it reads as no longer on offer.
  func priceText(struckThrough: Bool) -> NSAttributedString {
    let style = struckThrough ? NSUnderlineStyle.single.rawValue : 0
    return NSAttributedString(string: price, attributes: [.strikethroughStyle: style])
  }
}

/// The plan card's views, shared by both versions of the card.
///
/// `HandWritten.swift` and `WithQuickControl.swift` differ only in how they keep the card's
/// look up to date with its states and its plan: what the yardstick compares. The views, their
/// layout, the fixed look (corners, the badge's words, the checkmark's symbol) and the plan's
/// words are here.
@MainActor
final class PlanCardViews {
  let title = UILabel()
  /// The price, struck through while the plan is unavailable.
  let price = UILabel()
  /// "Best value", on a recommended plan.
  let badge = UILabel()
  let checkmark = UIImageView()
  /// Turns while a purchase of the plan is in progress.
  let spinner = UIActivityIndicatorView()

  init() {}

  /// Lays the views out in `card` and sets what never changes.
  func install(in card: UIControl) {
    card.isAccessibilityElement = true
    card.layer.cornerRadius = 12
    #if QUICKCONTROL_UIKIT
      badge.text = NSLocalizedString("Best value", comment: "The badge of a recommended plan")
      checkmark.image = UIImage(systemName: "checkmark.circle.fill")
      spinner.hidesWhenStopped = true
      // Where they go is the app's (Auto Layout, a stack view): the same in both versions.
      for view in [title, price, badge, checkmark, spinner] { card.addSubview(view) }
    #endif
  }
}

extension UIActivityIndicatorView {
  /// Whether the spinner turns, as one property (`isAnimating` is read-only): both cards set it.
  var isSpinning: Bool {
    get { isAnimating }
    set { newValue ? startAnimating() : stopAnimating() }
  }
}

#if !QUICKCONTROL_UIKIT
  // Linux has no UIKit: the card is a control of the test double (a layer, colours and traits, its
  // labels and spinner the test double's too); the few names the test double lacks are small
  // types here, so that both cards compile unchanged and their looks are compared under `swift test`.

  // `HandWritten.swift` imports no QuickControl: the test double's names it spells.
  typealias UIControl = HeadlessUIKit.UIControl
  typealias UIColor = HeadlessUIKit.UIColor
  typealias UITraitCollection = HeadlessUIKit.UITraitCollection
  typealias UIAccessibilityTraits = HeadlessUIKit.UIAccessibilityTraits
  typealias UILabel = HeadlessUIKit.UILabel
  typealias UIActivityIndicatorView = HeadlessUIKit.UIActivityIndicatorView

  /// `NSUnderlineStyle` (Linux): the one style the card uses.
  struct NSUnderlineStyle {
    let rawValue: Int
    static let single = NSUnderlineStyle(rawValue: 1)
  }

  extension NSAttributedString.Key {
    /// Strikethrough (Linux), as UIKit's.
    static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  }

  /// An image view (Linux): whether it is hidden.
  @MainActor final class UIImageView {
    var isHidden = false
  }
#endif
