extension ControlStateHost {
  /// Stores a target's values for a property as an ordered list: the first rule that matches wins.
  ///
  /// Precedence is where the rules are written, as in a `switch`: a rule beats every rule
  /// below it, whatever the kinds of their conditions, and reordering rules of other
  /// properties changes nothing. Calling this again replaces the list. Values stored with
  /// `setValue(_:for:of:when:)` stay, whether stored before the list or after it, and its rules
  /// outrank them at their default priorities (a rule's priority is 1,000,000 less its
  /// position). A rule is read and removed by the condition it was written with
  /// (`value(for:of:when:)`, `removeValues(for:of:when:)`). With no value matching, the target
  /// gets back its value from before its first value, as with single values. Debug builds report a rule that can never win because the
  /// rules above it match every state it matches.
  ///
  /// ```swift
  /// card.setValues(for: \.borderWidth, of: card.layer) {
  ///   (.disabled, 1)
  ///   ([.selected, PlanCard.recommended], 3)
  ///   (.selected, 2)
  ///   (.always, 1)
  /// }
  /// ```
  public func setValues<Target: AnyObject, Value>(
    for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target,
    @StateRuleBuilder<Value> _ rules: () -> [StateRule<Value>]
  ) {
    replaceValues(for: keyPath, of: target, with: rules()) { value, condition in
      setValue(value, for: keyPath, of: target, when: condition)
    }
  }

  /// Stores the host's own values for a property as an ordered list: the first rule that matches wins.
  ///
  /// ```swift
  /// setValues(for: \.alpha) {
  ///   (.disabled, 0.4)
  ///   (.highlighted, 0.7)
  /// }
  /// ```
  public func setValues<Value>(
    for keyPath: ReferenceWritableKeyPath<Self, Value>,
    @StateRuleBuilder<Value> _ rules: () -> [StateRule<Value>]
  ) {
    setValues(for: keyPath, of: self, rules)
  }

  /// Stores a target's values for a property as a rule list written on one line, as pairs of a
  /// state and a value: the first pair whose state the host's state contains wins.
  ///
  /// The same rule list as `setValues(for:of:_:)` with a rule builder, for the common case where
  /// every condition is a state: a `KeyValuePairs` literal keeps its order. As in UIKit, `.normal`
  /// matches every state, so a last `.normal` pair is the value when no other pair matches; with
  /// none, the target gets back its own value.
  ///
  /// ```swift
  /// card.setValues(for: \.borderWidth, of: card.layer, [.disabled: 1, .selected: 2, .normal: 1])
  /// ```
  public func setValues<Target: AnyObject, Value>(
    for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target,
    _ rules: KeyValuePairs<HostState, Value>
  ) {
    setValues(for: keyPath, of: target) {
      for (state, value) in rules { (state, value) }
    }
  }

  /// The same pairs over UIKit's bits and library states (`[PinCodeControl.valid: 1, .normal: 0.5]`).
  @_disfavoredOverload
  public func setValues<Target: AnyObject, Value>(
    for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target,
    _ rules: KeyValuePairs<ControlState, Value>
  ) {
    setValues(for: keyPath, of: target) {
      for (state, value) in rules { (state, value) }
    }
  }

  /// Stores the host's own values for a property as a rule list written on one line, as pairs of
  /// a state and a value.
  ///
  /// ```swift
  /// card.setValues(for: \.alpha, [.disabled: 0.4, .highlighted: 0.7, .normal: 1])
  /// ```
  public func setValues<Value>(
    for keyPath: ReferenceWritableKeyPath<Self, Value>, _ rules: KeyValuePairs<HostState, Value>
  ) {
    setValues(for: keyPath, of: self, rules)
  }

  /// The same pairs over UIKit's bits and library states.
  @_disfavoredOverload
  public func setValues<Value>(
    for keyPath: ReferenceWritableKeyPath<Self, Value>, _ rules: KeyValuePairs<ControlState, Value>
  ) {
    setValues(for: keyPath, of: self, rules)
  }

  /// Replaces a property's values with `rules`, each stored by `store` at its position's priority.
  package func replaceValues<Target: AnyObject, Value, RuleValue>(
    for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target,
    with rules: [StateRule<RuleValue>],
    store: (RuleValue, StateCondition) -> Void
  ) {
    #if DEBUG
      reportUnreachableRules(rules.map(\.condition), property: keyPath, of: target)
    #endif
    // The list before goes; values stored with `setValue` stay, whenever they were stored.
    // Removed outside the transition, so that with no value left the target's own value is back
    // before the new rules are stored and stays the value it returns to.
    stateEngine.removeValues(of: target, for: keyPath, rulesOnly: true)
    applyCurrentState()
    beginTransition()
    for (position, rule) in rules.enumerated() {
      stateEngine.storeRule(writtenWith: rule.condition.priority)
      store(rule.value, rule.condition.withPriority(StateRule<RuleValue>.priority(at: position)))
    }
    commitTransition()
  }

  /// Reports each rule that the rules above it always shadow.
  private func reportUnreachableRules(
    _ conditions: [StateCondition], property: AnyKeyPath, of target: AnyObject
  ) {
    let names = StateNames.of(type(of: self))
    // In a list the position is the precedence: the conditions print without their priorities.
    let describe = { (position: Int) in
      conditions[position].description(naming: names, showsPriority: false)
    }
    for (position, shadowing) in StateRule<Void>.unreachable(conditions) {
      let rule = describe(position)
      let reason =
        switch shadowing.count {
        case 0: "it matches no state. Change its condition, or remove it."
        case 1:
          "rule \(shadowing[0] + 1) (\(describe(shadowing[0]))) matches every state it matches. Move it above, or remove it."
        default:
          "rules \(shadowing.map { "\($0 + 1)" }.joined(separator: ", ")) match every state it matches. Move it above them, or remove it."
        }
      stateEngine.diagnosticHandler(
        EngineDiagnostic(
          kind: .unreachableRule,
          message:
            "rule \(position + 1) of \(type(of: self))'s rules for \(StateNames.name(of: property)) of a \(type(of: target)), \(rule), can never win: \(reason)"
        ))
    }
  }
}

extension ControlStateHost {
  /// Stores colours for a `CGColor` property (a layer's border) as an ordered rule list, each
  /// resolved with the host's traits when it is written.
  ///
  /// ```swift
  /// card.setValues(for: \.borderColor, of: card.layer) {
  ///   (.disabled, UIColor.systemGray3)
  ///   (.selected, UIColor.tintColor)
  ///   (.always, UIColor.separator)
  /// }
  /// ```
  public func setValues<Target: AnyObject>(
    for keyPath: ReferenceWritableKeyPath<Target, CGColor?>, of target: Target,
    @StateRuleBuilder<UIColor> _ rules: () -> [StateRule<UIColor>]
  ) {
    replaceValues(for: keyPath, of: target, with: rules()) { color, condition in
      setValue(color, for: keyPath, of: target, when: condition)
    }
  }

  /// Stores colours for a `CGColor` property as a rule list written on one line, as pairs of a
  /// state and a colour, each resolved with the host's traits when it is written.
  ///
  /// ```swift
  /// card.setValues(for: \.borderColor, of: card.layer, [.selected: .tintColor, .normal: .separator])
  /// ```
  public func setValues<Target: AnyObject>(
    for keyPath: ReferenceWritableKeyPath<Target, CGColor?>, of target: Target,
    _ rules: KeyValuePairs<HostState, UIColor>
  ) {
    setValues(for: keyPath, of: target) {
      for (state, color) in rules { (state, color) }
    }
  }

  /// The same colour pairs over UIKit's bits and library states.
  @_disfavoredOverload
  public func setValues<Target: AnyObject>(
    for keyPath: ReferenceWritableKeyPath<Target, CGColor?>, of target: Target,
    _ rules: KeyValuePairs<ControlState, UIColor>
  ) {
    setValues(for: keyPath, of: target) {
      for (state, color) in rules { (state, color) }
    }
  }
}

extension StateRule {
  /// The priority of the rule at `position` of a list: the first highest, all above default priorities.
  static func priority(at position: Int) -> Int { 1_000_000 - position }

  /// The positions of rules no state can reach (the first rule matching wins), each with the
  /// positions of the rules above it that shadow it.
  ///
  /// Exact for conditions over bits: every combination of the bits the rules name is tried, plus
  /// one bit none names (an `exactly` rule misses a state with an extra bit). A predicate rule is
  /// never reported, and is never taken to shadow another. More than 16 named bits are not analysed.
  package static func unreachable(_ conditions: [StateCondition]) -> [(position: Int, shadowing: [Int])] {
    let analysable = conditions.map { $0.kind != .matching }
    let named = zip(conditions, analysable).reduce(UInt(0)) { $1.1 ? $0 | $1.0.state.rawValue : $0 }
    guard named.nonzeroBitCount <= 16 else { return [] }
    let unnamed = ~named
    let extra = unnamed & (0 &- unnamed)  // the lowest bit no rule names
    let bits = (0..<UInt.bitWidth).map { UInt(1) << $0 }.filter { $0 & named != 0 } + [extra]
    let states = (0..<(1 << bits.count)).map { combination in
      ControlState(rawValue: bits.indices.reduce(0) { combination >> $1 & 1 != 0 ? $0 | bits[$1] : $0 })
    }
    var result: [(position: Int, shadowing: [Int])] = []
    for (position, condition) in conditions.enumerated() where analysable[position] {
      let above = (0..<position).filter { analysable[$0] }
      let reachable = states.contains { state in
        condition.matches(state) && !above.contains { conditions[$0].matches(state) }
      }
      guard !reachable else { continue }
      // Name the one rule above that covers it alone, or else those that match any of its states.
      let own = states.filter { condition.matches($0) }
      let alone = above.first { index in own.allSatisfy { conditions[index].matches($0) } }
      let shadowing =
        alone.map { [$0] } ?? above.filter { index in own.contains { conditions[index].matches($0) } }
      result.append((position, shadowing))
    }
    return result
  }
}

extension StateCondition {
  /// The same condition at `priority`.
  func withPriority(_ priority: Int) -> StateCondition {
    var condition = StateCondition(kind: kind, state: state, priority: priority, predicate: predicate)
    condition.owner = owner
    return condition
  }
}
