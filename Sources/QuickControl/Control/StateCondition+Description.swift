import Foundation

extension StateCondition: CustomStringConvertible {
  /// A readable form such as `containing(disabled) priority 999`; custom bits unnamed.
  public var description: String { description(naming: StateNames.system) }

  /// The description with the state's names, without its priority if `showsPriority` is `false`
  /// (a rule list's rule, whose precedence is its line).
  package func description(naming names: StateNames, showsPriority: Bool = true) -> String {
    let subject =
      switch kind {
      case .matching: "matching(predicate)"
      case .containingNone where state.isEmpty: "always"
      case .containing where state.isEmpty: "normal"
      default: "\(kind)(\(names.describe(state, bare: true)))"
      }
    return showsPriority ? "\(subject) priority \(priority)" : subject
  }
}
