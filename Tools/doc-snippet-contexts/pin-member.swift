// snippet-shared: uikit
// A member of a `PinCodeControl` subclass (`override func setUp()`).

// MARK: - Each fragment
private final class Fragment: PinCodeControl {
  /*FRAGMENT*/
}
