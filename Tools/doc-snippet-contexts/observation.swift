// snippet-shared: uikit
// An `account` and a `locked` state, as `isObservationTrackingEnabled`'s
// example uses (a method of a control, as in uikit.swift). The example sets the
// property under `#available(iOS 17, *)` itself, so the context is iOS 16 code;
// the account stands for an `@Observable` model (iOS 17), which it need not be
// for the example to typecheck.
@MainActor
final class Account {
  var isLocked = false
}

// MARK: - Each fragment
private final class Fragment: DocHost {
  static let locked = declareState("locked")
  var locked: HostState { Self.locked }
  let account = Account()

  func fragment() async throws {
    /*FRAGMENT*/
  }
}
