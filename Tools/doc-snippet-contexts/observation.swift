// snippet-shared: uikit
// Inside iOS 17 code (Observation): an `@Observable` `account` and a `locked`
// state, as `isObservationTrackingEnabled`'s example uses (a method of a
// control, as in uikit.swift, available from iOS 17).
import Observation

@available(iOS 17, *)
@Observable @MainActor
final class Account {
  var isLocked = false
}

// MARK: - Each fragment
@available(iOS 17, *)
private final class Fragment: DocHost {
  static let locked = declareState("locked")
  var locked: ControlState { Self.locked }
  let account = Account()

  func fragment() async throws {
    /*FRAGMENT*/
  }
}
