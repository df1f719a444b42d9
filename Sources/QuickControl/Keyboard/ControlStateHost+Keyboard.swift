import Foundation

extension ControlStateHost {
  /// Registers a custom state that is on while the keyboard covers the scroll view of `keeper`.
  ///
  /// Per-state values then follow the keyboard like any other state: hide a
  /// footer, shrink a header, change a hint. The host applies its state each
  /// time the coverage changes. The registration lives as long as the host:
  /// the factor holds `keeper` weakly (off once it is gone), and the keeper
  /// holds nothing of the host, so a host that goes away leaves no handler in
  /// the keeper and needs no token to cancel.
  ///
  /// ```swift
  /// // In the form's class: static let keyboardUp = declareState("keyboardUp")
  /// form.register(FormControl.keyboardUp, whileKeyboardCovers: keyboardInsets)
  /// form.setValue(true, for: \.isHidden, of: footer, when: .containing(FormControl.keyboardUp))
  /// ```
  ///
  /// - Parameters:
  ///   - state: A state the host's class declares with ``declareState(_:)``.
  ///   - keeper: The keeper whose ``KeyboardInsetKeeper/isKeyboardCovering`` the state follows.
  public func register(_ state: ControlState, whileKeyboardCovers keeper: KeyboardInsetKeeper) {
    let observer = KeyboardCoverageObserver { [weak self] _ in self?.applyCurrentState() }
    keeper.addCoverageObserver(observer, retained: false)
    // The factor lives in the host's engine as long as the host: it keeps the observer alive that long.
    register(state) { [weak keeper, observer] _ in
      withExtendedLifetime(observer) { keeper?.isKeyboardCovering ?? false }
    }
  }
}
