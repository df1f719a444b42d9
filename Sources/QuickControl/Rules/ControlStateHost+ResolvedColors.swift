extension ControlStateHost {
  /// Stores a colour for a `CGColor` property (a layer's border or shadow), resolved when applied.
  ///
  /// The colour is resolved with the host's traits at each write, and a `QUIckControl` or a
  /// `PlaceholderTextView` writes it again when they change (a `cgColor` taken once ignores dark
  /// mode). It is a value like any other of the property: it ranks by priority against `CGColor`
  /// values stored for it, and `removeValues(for:of:when:)`, `removeValues(of:)` and
  /// `applyCurrentState(to:)` treat it alike.
  ///
  /// ```swift
  /// field.setValue(UIColor.systemRed, for: \.borderColor, of: field.layer, when: .containing(Field.invalid))
  /// ```
  public func setValue<Target: AnyObject>(
    _ color: UIColor, for keyPath: ReferenceWritableKeyPath<Target, CGColor?>, of target: Target,
    when condition: StateCondition
  ) {
    setValue(color, for: keyPath, of: target, when: condition, described: "\(color), resolved when applied") {
      host, color in
      color.resolvedColor(with: traitCollection(of: host)).cgColor
    }
  }
}

extension ControlStateHost {
  /// Stores `value` for `target`'s `keyPath`, written as `resolve(self, value)` at each write and
  /// again at each ``traitsDidChange()``: an entry of the property like any other, whose
  /// value is computed when it is written (with no value matching, the original is written back).
  /// The state table prints it as `description`. A value `computed` from the host's data is
  /// written again at each apply while it wins, not only at a trait change.
  package func setValue<Target: AnyObject, Stored, Resolved>(
    _ value: Stored, for keyPath: ReferenceWritableKeyPath<Target, Resolved>, of target: Target,
    when condition: StateCondition, described description: String, computed: Bool = false,
    resolvedBy resolve: @escaping (Self, Stored) -> Resolved
  ) {
    stateEngine.checkStates(of: condition, on: self)
    #if DEBUG
      PropertyOwners.note(self, target: target, keyPath: keyPath)
    #endif
    let resolved = ResolvedValue<Resolved>(description: description, isComputed: computed) { [weak self] in
      self.map { resolve($0, value) }
    }
    storeValue(.resolved(resolved), in: stateEngine, target: target, keyPath: keyPath, condition: condition)
    applyCurrentState()
  }
}
