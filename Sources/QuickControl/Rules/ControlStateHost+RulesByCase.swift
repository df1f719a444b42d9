// The rows of a rule list that give a value per case of one of the host's properties, and the
// states they declare for each case.

extension ControlStateHost {
  /// The rules of a rule list that give one value per case of one of the host's properties, for
  /// the rows of a designer's table where a status decides unless a rule above it does.
  ///
  /// Where a hand-written `update()` would `switch` over a value (a password's strength, a
  /// validation result), give the value as a function of the case. Each case but the first
  /// becomes a state of the host, declared and computed for you and shown in
  /// ``stateTableDescription`` as `strength == weak` (the property and the case), or as
  /// `Strength.weak` (the type and the case) where nothing names the property (a computed one in
  /// a stripped Linux binary). The rules take their place in the list, so "disabled wins, then
  /// failed, then per status" is one list, and its values are written in the same apply and the
  /// same round of events as every other value of the host; ``condition(_:is:)`` names a case
  /// for subscriptions and for hosts that follow this one.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// setValues(for: \.backgroundColor, of: badge) {
  ///   (.disabled, .systemGray)
  ///   (Self.failed, .systemRed)
  ///   rules(by: \.status) { $0.color }
  /// }
  /// ```
  ///
  /// - Complexity: `value` runs once per case, here; each case but the first is a declared state
  ///   of the host's class, one of the 29 declared states a class hierarchy has room for on
  ///   64-bit platforms (State bits in the Getting started article).
  public func rules<Key: CaseIterable & Hashable, Value>(by key: KeyPath<Self, Key>, _ value: (Key) -> Value)
    -> [StateRule<Value>]
  {
    conditions(of: key, cases: Array(Key.allCases)).map { StateRule($1, value($0)) }
  }

  /// The rules of a rule list that give one value for `false` and one for `true` of a Boolean
  /// property of the host: `true` takes one state bit, `false` none.
  ///
  /// The state table names the state after the property (`canSubmit`); where nothing names it (a
  /// computed property in a stripped Linux binary), give `name`, at the property's first use: the
  /// state keeps the name it is declared with.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// setValues(for: \.isEnabled, of: views.submit) {
  ///   (Self.signingIn, false)
  ///   rules(by: \.canSubmit, named: "canSubmit") { $0 }
  /// }
  /// ```
  public func rules<Value>(by key: KeyPath<Self, Bool>, named name: String? = nil, _ value: (Bool) -> Value)
    -> [StateRule<Value>]
  {
    conditions(of: key, cases: [false, true], named: name).map { StateRule($1, value($0)) }
  }

  /// The condition that holds while the host's `key` is `value`, for a key given to `rules(by:_:)`.
  ///
  /// ```swift
  /// form.subscribe(to: form.condition(\.strength, is: .strong)) { _ in announceStrongPassword() }
  /// ```
  public func condition<Key: CaseIterable & Hashable>(_ key: KeyPath<Self, Key>, is value: Key)
    -> StateCondition
  {
    guard let (_, condition) = conditions(of: key, cases: Array(Key.allCases)).first(where: { $0.0 == value })
    else { fatalError("QuickControl: \(value) is not one of \(Key.self).allCases; list every case there.") }
    return condition
  }

  /// Each case with its condition: the first while no other case's state is on, each other one
  /// while its own state is on (declared, registered and named on first use).
  private func conditions<Key: Hashable>(of key: KeyPath<Self, Key>, cases: [Key], named name: String? = nil)
    -> [(Key, StateCondition)]
  {
    let states = cases.dropFirst().map { item in
      CaseStates.state(of: key, is: item, in: Self.self, named: name)
    }
    for (state, item) in zip(states, cases.dropFirst())
    where !stateEngine.computes(state.controlState) {
      register(state) { $0[keyPath: key] == item }
    }
    // Each carries the class: its states' bits are the class hierarchy's own.
    let first = StateCondition.containingNone(states.reduce(HostState.normal) { $0.union($1) })
    return Array(zip(cases, [first] + states.map { .containing($0) }))
  }
}

/// The state bits that `rules(by:_:)` declares, one per host class, key path and case,
/// and what the state table prints for each.
@MainActor
enum CaseStates {
  private struct Case: Hashable {
    let host: ObjectIdentifier
    let key: AnyKeyPath
    let item: AnyHashable
  }

  private static var states: [Case: HostState] = [:]
  /// The key path each state name of a host class was declared for (`"Form.strength == weak"`).
  private static var keys: [String: AnyKeyPath] = [:]
  /// Per host class and bit, what the state is computed from (`\Form.strength`, `a Strength property`).
  private static var sources: [ObjectIdentifier: [UInt: String]] = [:]

  static func state<Host: ControlStateHost, Key: Hashable>(
    of key: KeyPath<Host, Key>, is item: Key, in host: Host.Type, named given: String?
  ) -> HostState {
    let id = Case(host: ObjectIdentifier(host), key: key, item: item)
    if let state = states[id] { return state }
    let path = StateNames.propertyPath(of: key)
    // A Boolean's state is its `true` case: named as the property (or as the app names it).
    let isBool = Key.self == Bool.self
    let base =
      isBool ? given ?? path ?? "unnamed Bool" : path.map { "\($0) == \(item)" } ?? "\(Key.self).\(item)"
    var (name, number) = (base, 1)
    // Keyed by the class itself: two private classes of one name are two classes.
    let hostKey = "\(ObjectIdentifier(host))"
    while let other = keys["\(hostKey).\(name)"], other != key {
      if let given {
        fatalError(
          "QuickControl: \(host) names two Boolean properties '\(given)' in rules(by:named:_:); give each a name of its own."
        )
      }
      // Two unnamed computed properties of one type: told apart by the order declared.
      number += 1
      name = "\(base) #\(number)"
    }
    keys["\(hostKey).\(name)"] = key
    let state = host.declareState(name)
    states[id] = state
    sources[ObjectIdentifier(host), default: [:]][state.rawValue] =
      path.map { "\\\(Host.self).\($0)" }
      ?? (isBool && given == nil
        ? "a Bool property (name it with rules(by:named:_:))" : "a \(Key.self) property")
    return state
  }

  /// What the state with `bits` of `host` (or of a superclass) is computed from, if `rules(by:_:)` declared it.
  static func source(of bits: UInt, in host: AnyClass) -> String? {
    sequence(first: host, next: { _getSuperclass($0) }).lazy.compactMap {
      sources[ObjectIdentifier($0)]?[bits]
    }
    .first
  }
}
