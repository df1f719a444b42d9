/// The resolved entry of one binding in one state.
@usableFromInline
struct PlanItem: Equatable, Sendable {
  /// Index into the binding's entries, or -1 for the default.
  var index: Int32
  /// The entry's sequence, or 0 for the default.
  var sequence: UInt64

  static let `default` = PlanItem(index: -1, sequence: 0)
}
