#if !QUICKCONTROL_UIKIT
  import HeadlessUIKit
  import Testing

  /// The test double's activity indicator: hidden while stopped, as UIKit's by default.
  @MainActor
  @Suite("UIActivityIndicatorView: animating, and hidden while stopped as UIKit's")
  struct UIActivityIndicatorViewTests {
    @Test func aNewIndicatorIsStoppedAndHidden() {
      let spinner = UIActivityIndicatorView(style: .large)
      #expect(!spinner.isAnimating)
      #expect(spinner.isHidden)
      #expect(spinner.hidesWhenStopped)
    }

    @Test func startingShowsItAndStoppingHidesItAgain() {
      let spinner = UIActivityIndicatorView()
      spinner.startAnimating()
      #expect(spinner.isAnimating)
      #expect(!spinner.isHidden)
      spinner.stopAnimating()
      #expect(!spinner.isAnimating)
      #expect(spinner.isHidden)
    }

    @Test func anIndicatorThatDoesNotHideStaysShownWhenStopped() {
      let spinner = UIActivityIndicatorView()
      spinner.hidesWhenStopped = false
      #expect(!spinner.isHidden, "shown at once while stopped")
      spinner.startAnimating()
      spinner.stopAnimating()
      #expect(!spinner.isHidden)
      spinner.hidesWhenStopped = true
      #expect(spinner.isHidden)
    }

    @Test func changingHidesWhenStoppedWhileAnimatingKeepsItShown() {
      let spinner = UIActivityIndicatorView()
      spinner.startAnimating()
      spinner.hidesWhenStopped = false
      spinner.hidesWhenStopped = true
      #expect(!spinner.isHidden)
    }
  }
#endif
