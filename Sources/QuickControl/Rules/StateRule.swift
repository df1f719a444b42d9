/// One line of a rule list: a value and the condition under which it applies.
///
/// A rule list (`setValues(for:of:_:)`) reads like the designer's table
/// and like a `switch`: the first rule whose condition matches the host's state wins,
/// whatever the kinds of the conditions. Write each rule as a pair, the condition first:
/// a ``ControlState`` (the state contains all its bits) or any ``StateCondition``.
///
/// ```swift
/// card.setValues(for: \.borderWidth, of: card.layer) {
///   (.disabled, 1)                            // disabled overrides everything
///   ([.selected, PlanCard.recommended], 3)    // selected and recommended
///   (.selected, 2)
///   (.always, 1)
/// }
/// ```
public struct StateRule<Value> {
  /// When the rule applies. In a rule list its priority is replaced by the rule's position.
  public var condition: StateCondition
  /// The value written while the rule is the first that matches.
  public var value: Value

  /// Creates a rule that applies `value` while `condition` matches.
  ///
  /// ```swift
  /// let dimmed = StateRule(.containing(.disabled), 0.4)
  /// ```
  public init(_ condition: StateCondition, _ value: Value) {
    (self.condition, self.value) = (condition, value)
  }
}

/// Two rules are equal when their conditions and their values are: a predicate condition only to
/// itself (see ``StateCondition``).
///
/// ```swift
/// print(StateRule(.containing(.disabled), 0.4) == StateRule(.containing(.disabled), 0.4))
/// // Prints "true"
/// ```
extension StateRule: Equatable where Value: Equatable {}

/// Builds a rule list from pairs, one per line, with `if`, `if`/`else` and `for` as in a
/// `switch` or a view builder.
///
/// `(state, value)` is a rule over `StateCondition.containing(_:priority:)` of `state`;
/// `(condition, value)` a rule over any condition.
///
/// ```swift
/// pin.setValues(for: \.alpha, of: hint) {
///   (.disabled, 0.4)
///   if showsHintWhileEditing { (PinCodeControl.filled, 0) }
///   (.always, 1)
/// }
/// ```
@resultBuilder
public enum StateRuleBuilder<Value> {
  /// A rule over the states that contain every bit of `state`: with `.normal`, every state.
  public static func buildExpression(_ rule: (HostState, Value)) -> [StateRule<Value>] {
    [StateRule(.containing(rule.0), rule.1)]
  }

  /// A rule over UIKit's bits or a library state: `(PinCodeControl.valid, value)`.
  @_disfavoredOverload
  public static func buildExpression(_ rule: (ControlState, Value)) -> [StateRule<Value>] {
    [StateRule(.containing(rule.0), rule.1)]
  }

  /// A rule over `condition`.
  public static func buildExpression(_ rule: (StateCondition, Value)) -> [StateRule<Value>] {
    [StateRule(rule.0, rule.1)]
  }

  /// A rule written as a ``StateRule``.
  public static func buildExpression(_ rule: StateRule<Value>) -> [StateRule<Value>] { [rule] }

  /// Several rules in a row, such as one per case of a status (`ControlStateHost/rules(by:_:)`).
  public static func buildExpression(_ rules: [StateRule<Value>]) -> [StateRule<Value>] { rules }

  /// The rules of a block, in order.
  public static func buildBlock(_ rules: [StateRule<Value>]...) -> [StateRule<Value>] {
    rules.flatMap { $0 }
  }

  /// The rules of an `if` without `else`, or none.
  public static func buildOptional(_ rules: [StateRule<Value>]?) -> [StateRule<Value>] { rules ?? [] }

  /// The rules of the `if` branch.
  public static func buildEither(first rules: [StateRule<Value>]) -> [StateRule<Value>] { rules }

  /// The rules of the `else` branch.
  public static func buildEither(second rules: [StateRule<Value>]) -> [StateRule<Value>] { rules }

  /// The rules of a `for` loop, in order.
  public static func buildArray(_ rules: [[StateRule<Value>]]) -> [StateRule<Value>] { rules.flatMap { $0 } }
}
