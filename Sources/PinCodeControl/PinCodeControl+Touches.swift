import QuickControl

extension PinCodeControl {
  /// Makes a tap start editing: the control follows its own `.touchUpInside`.
  ///
  /// On UIKit the control receives the touches that land on its transparent
  /// input field while the field is not editing (see `hitTest(_:with:)`), so
  /// UIKit's tracking sends `.touchDown`, `.touchDragInside`, `.touchUpInside`
  /// and the rest as for any control; the headless base models a tap with
  /// `simulateTouch(endingInside:)`.
  func setUpTouches() {
    // The token is discarded: the subscription lives as long as the control.
    subscribe(to: .touchUpInside) { $0.didTapInside() }
  }

  /// A tap ended inside the control: starts editing and sends `.primaryActionTriggered`.
  ///
  /// Nothing happens while the control is disabled (a disabled control gets no touches).
  func didTapInside() {
    guard isEnabled else { return }
    if !isEditing { becomeFirstResponder() }
    sendActions(for: .primaryActionTriggered)
  }

  /// Starts editing on an assistive technology's activate gesture and sends
  /// `.primaryActionTriggered`, as a tap does; it sends no touch events, as no
  /// finger touched the control.
  ///
  /// - Returns: Whether the control is editing now; `false` while disabled.
  func activate() -> Bool {
    guard isEnabled else { return false }
    let editing = isEditing || becomeFirstResponder()
    sendActions(for: .primaryActionTriggered)
    return editing
  }
}
