// snippet-shared: uikit
// A member of "State conditions and priorities"'s card: a fragment is the body of a method of a
// `PlanCard` subclass (its `recommended` state, its `badge`).

// MARK: - Each fragment
private final class Fragment: PlanCard {
  func fragment() {
    /*FRAGMENT*/
  }
}
