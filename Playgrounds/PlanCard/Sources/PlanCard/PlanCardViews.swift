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
  // Linux has no UIKit: the card is a headless control (a layer, colours and traits), and the
  // few UIKit names the views use are small classes or aliases, so that both cards compile
  // unchanged here and their looks are compared under `swift test`.

  typealias UIControl = UIControl
  typealias UIColor = UIColor
  typealias UITraitCollection = UITraitCollection
  typealias UIAccessibilityTraits = UIAccessibilityTraits

  extension UIColor {
    /// A system colour with a variant for the dark appearance and for Increase Contrast, as UIKit's.
    private static func system(_ name: String) -> UIColor {
      UIColor(
        light: UIColor(name: name), dark: UIColor(name: "\(name) dark"),
        increasedContrastLight: UIColor(name: "\(name) high contrast"),
        increasedContrastDark: UIColor(name: "\(name) dark high contrast"))
    }
    static let systemBlue = system("systemBlue")
    static let systemOrange = system("systemOrange")
    static let separator = system("separator")
    static let secondaryLabel = system("secondaryLabel")
    static let systemBackground = system("systemBackground")
    static let secondarySystemBackground = system("secondarySystemBackground")
    static let systemGray5 = system("systemGray5")
    static let black = UIColor(name: "black")
  }

  /// `NSUnderlineStyle` (Linux): the one style the card uses.
  struct NSUnderlineStyle {
    let rawValue: Int
    static let single = NSUnderlineStyle(rawValue: 1)
  }

  extension NSAttributedString.Key {
    /// Strikethrough (Linux), as UIKit's.
    static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  }

  /// A view (Linux): whether it is hidden.
  @MainActor class UIView {
    var isHidden = false
    init() {}
  }
  /// A label (Linux).
  @MainActor final class UILabel: UIView {
    var text: String?
    var textColor: UIColor?
    var attributedText: NSAttributedString?
  }
  /// An image view (Linux).
  @MainActor final class UIImageView: UIView {}
  /// An activity indicator (Linux): whether it turns.
  @MainActor final class UIActivityIndicatorView: UIView {
    private(set) var isAnimating = false
    func startAnimating() { isAnimating = true }
    func stopAnimating() { isAnimating = false }
  }
#endif
