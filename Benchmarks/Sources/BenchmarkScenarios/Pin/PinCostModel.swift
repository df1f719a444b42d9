/// Pairs of PIN states whose transitions change 0, 4, 8 and 12 of the 12
/// properties: alternating between the two states of a pair measures the
/// engine's fixed cost per transition and its cost per changed property.
public enum PinCostModel {
  /// `(changed properties, first state, second state)`, states as registered state bits.
  public static let statePairs: [(changed: Int, first: Int, second: Int)] = [
    (0, 2, 18),  // filled ↔ filled + dark: every winning value stays
    (4, 16, 18),  // dark ↔ dark + filled: the 4 fill colours
    (8, 0, 16),  // nothing ↔ dark: fill colours and border widths
    (12, 0, 8),  // nothing ↔ invalid: everything
  ]

  /// Checks that each pair changes the number of properties it claims.
  @MainActor
  public static func verify() {
    for pair in statePairs {
      let changed = pinChangedProperties(from: pair.first, to: pair.second)
      precondition(
        changed == pair.changed,
        "PIN states \(pair.first) ↔ \(pair.second) change \(changed) properties, not \(pair.changed)")
    }
  }
}
