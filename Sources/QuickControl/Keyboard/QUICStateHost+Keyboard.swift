import Foundation

extension QUICStateHost {
  /// Registers a custom state that is on while the keyboard covers the scroll view of `keeper`.
  ///
  /// Per-state values then follow the keyboard like any other state: hide a
  /// footer, shrink a header, change a hint. The factor holds `keeper` weakly
  /// (off once it is gone); the host applies its state each time the coverage
  /// changes, for as long as both live.
  ///
  /// ```swift
  /// let keyboardUp = ControlState(rawValue: 1 << 20)
  /// form.register(keyboardUp, whileKeyboardCovers: keyboardInsets)
  /// form.setValue(true, forTarget: footer, forKeyPath: \.isHidden, forAllStatesContained: keyboardUp)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The custom state bit, in `ControlState.application`.
  ///   - keeper: The keeper whose ``KeyboardInsetKeeper/isKeyboardCovering`` the state follows.
  public func register(_ state: ControlState, whileKeyboardCovers keeper: KeyboardInsetKeeper) {
    register(state) { [weak keeper] _ in keeper?.isKeyboardCovering ?? false }
    keeper.observeCoverage { [weak self] _ in self?.applyCurrentState() }
  }
}
