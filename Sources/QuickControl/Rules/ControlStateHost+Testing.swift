import Foundation

// What an app's tests read of a host's animations, on the test double (which draws nothing) and on
// UIKit alike: that a change of state animated, and for how long. Public on purpose: an app tests
// its own controls through it.
extension ControlStateHost {
  /// The durations, in seconds and oldest first, of the most recent animations (up to 64) the
  /// host's changes of state ran: on the test double, what a device would have animated.
  ///
  /// A change of state animates when ``stateChangeAnimationDuration`` is above zero and the change
  /// is not only of ``statesChangingWithoutAnimation`` (and, on UIKit, Reduce Motion is off); its
  /// duration is recorded here, and headless its values are written at once. A change written at
  /// once adds nothing, so a test sees both that a selection animates and that a press does not:
  ///
  /// <!-- snippet: context headless-test -->
  /// ```swift
  /// card.stateChangeAnimationDuration = 0.2
  /// card.isSelected = true
  /// card.isHighlighted = true  // a press: written at once
  /// #expect(card.animatedStateChangeDurations == [0.2])
  /// ```
  public var animatedStateChangeDurations: [TimeInterval] { stateEngine.animationLog }
}
