import Foundation

/// An activity indicator without a screen: `UIActivityIndicatorView`'s animating state, where UIKit
/// is unavailable.
///
/// As on UIKit, ``hidesWhenStopped`` (`true` by default) hides the indicator while it is stopped, so a
/// new indicator is hidden until ``startAnimating()``. Like UIKit's, it is a view, not a control.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// print(spinner.isHidden)  // Prints "true"
/// spinner.startAnimating()
/// print(spinner.isAnimating, spinner.isHidden)  // Prints "true false"
/// ```
@MainActor
open class UIActivityIndicatorView {
  /// The size of an activity indicator, as `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// The default size.
    case medium = 100
    /// A large indicator.
    case large = 101
  }

  /// The frame, kept for API parity with `UIView`; nothing is drawn.
  open var frame: CGRect
  /// The indicator's size.
  open var style: Style
  /// The indicator's colour; `nil` shows the system's grey.
  open var color: UIColor?
  /// Whether the indicator is hidden: while stopped, if ``hidesWhenStopped``.
  open var isHidden = true
  /// The opacity, from 0 to 1.
  open var alpha: CGFloat = 1
  /// Whether the indicator hides while stopped; changing it while stopped hides or shows it at once.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether the indicator is animating.
  public private(set) var isAnimating = false

  /// Creates an indicator of `style`, stopped.
  public init(style: Style) {
    self.style = style
    self.frame = .zero
  }

  /// Creates a medium indicator with `frame`, stopped.
  public init(frame: CGRect) {
    self.style = .medium
    self.frame = frame
  }

  /// Creates an indicator from an archive; headless views keep no archived state.
  public required init(coder: NSCoder) {
    self.style = .medium
    self.frame = .zero
  }

  /// Creates a medium indicator, stopped.
  public convenience init() {
    self.init(style: .medium)
  }

  /// Starts the animation and shows the indicator.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops the animation; the indicator hides if ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
