import Foundation

// What an app's tests read on a headless scroll view: where it was asked to scroll, which a
// screen would show and `swift test` cannot.
extension UIScrollView {
  /// The rectangles passed to ``scrollRectToVisible(_:animated:)``, in order, oldest first.
  ///
  /// For example, after the keyboard covers a first-responder text view, the last rectangle is
  /// the caret's, which `KeyboardInsetKeeper` scrolled into view.
  public var scrolledToVisibleRects: [CGRect] { scrollRequests }
}
