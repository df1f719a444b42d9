extension ControlStateHost {
  /// Stores a value computed from the host when it is written, for the states `condition` matches
  /// (every state unless given).
  ///
  /// A look that depends on data (a price, a spoken label, traits built from several states) is
  /// written from the host as it is at each apply: when the data changes, call
  /// ``applyCurrentState()`` as for any registered state, and the value shown is computed again; nothing is
  /// stored again. While the value wins, each apply writes it (with the other values, only changed
  /// winners are written). It ranks and is removed like any other value; the state table shows it
  /// as computed when applied.
  ///
  /// ```swift
  /// setValue(for: \.text, of: priceLabel) { card in card.formattedPrice }
  /// ```
  public func setValue<Target: AnyObject, Value>(
    for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target,
    when condition: StateCondition = .always, _ compute: @escaping (Self) -> Value
  ) {
    setValue(
      (), for: keyPath, of: target, when: condition, described: "computed when applied", computed: true
    ) {
      host, _ in compute(host)
    }
  }

  /// Stores a value of one of the host's own properties, computed from the host when it is written.
  ///
  /// ```swift
  /// setValue(for: \.accessibilityLabel) { card in card.spokenName }
  /// ```
  public func setValue<Value>(
    for keyPath: ReferenceWritableKeyPath<Self, Value>, when condition: StateCondition = .always,
    _ compute: @escaping (Self) -> Value
  ) {
    setValue(for: keyPath, of: self, when: condition, compute)
  }
}
