/// One (target, key path) pair with its per-descriptor values and captured default.
///
/// Entries are kept in the order they were set, so among equal priorities the
/// later entry (the most recently set value) wins.
@MainActor
@usableFromInline
final class QUICBinding {
  /// Identifies a binding: the target's identity and the key path.
  struct Key: Hashable {
    let target: ObjectIdentifier
    let keyPath: AnyKeyPath
  }

  /// A value set for one descriptor.
  struct Entry {
    let descriptor: QUICStateDescriptor
    /// Global, increasing: never 0, unique per `setValue`.
    let sequence: UInt64
    /// The value, for `value(for:forKeyPath:for:)` and descriptions only.
    let value: Any
    /// Writes the value to the target: a closure built where the key path was known.
    let write: (AnyObject) -> Void
  }

  /// The target, through a reference shared with the other bindings of the same target
  /// registered right before this one: a pass loads the target once for all of them.
  let targetRef: QUICTargetRef
  let key: Key
  /// The target's type, for descriptions.
  let targetType: AnyObject.Type
  let defaultValue: Any
  let restoreDefault: (AnyObject) -> Void
  @exclusivity(unchecked) var entries: [Entry] = []
  /// The sequence of the entry last written to the target; 0 for the default.
  @exclusivity(unchecked) var appliedSequence: UInt64 = 0
  /// Entries changed since the last pass.
  @exclusivity(unchecked) var isDirty = false

  init(
    target: AnyObject, sharing targetRef: QUICTargetRef, key: Key, defaultValue: Any,
    restoreDefault: @escaping (AnyObject) -> Void
  ) {
    self.targetRef = targetRef
    self.key = key
    self.targetType = type(of: target)
    self.defaultValue = defaultValue
    self.restoreDefault = restoreDefault
  }

  /// The target, or `nil` once it has gone away.
  var target: AnyObject? { targetRef.object }

  /// The target's type name, for descriptions.
  ///
  /// Computed on demand: describing a type or a key path costs microseconds,
  /// which registering thousands of values should not pay.
  var targetName: String { "\(targetType)" }

  /// The key path as written, such as `\Label.text`, for descriptions; computed on demand.
  var keyPathName: String { "\(key.keyPath)" }

  /// The winning entry for `state`: highest priority, latest on a tie; `.default` if none matches.
  func resolve(_ state: ControlState) -> PlanItem {
    var best = -1
    var bestPriority = Int.min
    for index in entries.indices {
      let descriptor = entries[index].descriptor
      if descriptor.priority >= bestPriority && descriptor.matches(state) {
        best = index
        bestPriority = descriptor.priority
      }
    }
    return best < 0 ? .default : PlanItem(index: Int32(best), sequence: entries[best].sequence)
  }

  /// The entry last written to the target, or `nil` if it has since been replaced or removed.
  func appliedItem() -> PlanItem? {
    if appliedSequence == 0 { return .default }
    guard let index = entries.firstIndex(where: { $0.sequence == appliedSequence }) else { return nil }
    return PlanItem(index: Int32(index), sequence: appliedSequence)
  }

  /// Writes the entry `item` names (or the default) if the target is alive.
  ///
  /// - Returns: `false` if the target has gone away.
  @discardableResult
  func write(_ item: PlanItem) -> Bool {
    guard let target else { return false }
    write(item, to: target)
    return true
  }

  /// Writes the entry `item` names (or the default) to `target`, this binding's live target.
  @inline(__always)
  func write(_ item: PlanItem, to target: AnyObject) {
    // Record first: the write may re-enter the engine (a didSet that changes state).
    appliedSequence = item.sequence
    let write = item.index < 0 ? restoreDefault : entries[Int(item.index)].write
    write(target)
  }
}

/// A weak reference to a target, shared by consecutive bindings of that target.
///
/// A pass writing several bindings in a row that share one reference loads the
/// target once (a weak load and, since the target has a side table, a slow
/// release). Identity of the reference object, not of the target's address,
/// says "same target": a dead target's address can be reused by a new object,
/// whose bindings get a new reference.
@MainActor
final class QUICTargetRef {
  // `@exclusivity(unchecked)`: see QUICStateEngine; no access spans a call out.
  @exclusivity(unchecked) weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
