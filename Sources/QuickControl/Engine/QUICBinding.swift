/// One (target, key path) pair with its per-descriptor values and captured default.
///
/// The values and the default live in the binding's typed subclass,
/// `QUICTypedBinding`: a new binding costs two allocations, the binding and
/// its entry array, and a further value for it only its share of the array's growth.
/// Entries are kept in the order they were set, so among equal priorities the
/// later entry (the most recently set value) wins.
@MainActor
@usableFromInline
class QUICBinding {
  /// Identifies a binding: the target's identity and the key path.
  @usableFromInline
  struct Key: Hashable {
    let target: ObjectIdentifier
    let keyPath: AnyKeyPath
  }

  /// Writes the entry at an index, or the default for a negative index, to a target.
  ///
  /// Built in `@inlinable` code at registration (QUICKeyPathAccessors.swift),
  /// specialised for the value's type: from a key-path literal it is a direct
  /// store that captures nothing, so it costs no allocation.
  @usableFromInline
  typealias Writer = (QUICBinding, Int, AnyObject) -> Void

  /// The target, through a reference shared with the other bindings of the same target
  /// registered right before this one: a pass loads the target once for all of them.
  let targetRef: QUICTargetRef
  let key: Key
  /// The target's type, for descriptions.
  let targetType: AnyObject.Type
  /// A `let` of the binding: a pass calls it without retaining it.
  let writeEntry: Writer
  /// The sequence of the entry last written to the target; 0 for the default.
  @exclusivity(unchecked) var appliedSequence: UInt64 = 0
  /// Entries changed since the last pass.
  @exclusivity(unchecked) var isDirty = false

  @usableFromInline
  init(target: AnyObject, sharing targetRef: QUICTargetRef, key: Key, write: @escaping Writer) {
    self.targetRef = targetRef
    self.key = key
    self.targetType = type(of: target)
    self.writeEntry = write
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

  // The entries live in the typed subclass; these reach them without knowing the value's type.

  /// Whether the binding has any value.
  var hasEntries: Bool { abstract() }

  /// The winning entry for `state`: highest priority, latest on a tie; `.default` if none matches.
  func resolve(_ state: ControlState) -> PlanItem { abstract() }

  /// The entry last written to the target, or `nil` if it has since been replaced or removed.
  func appliedItem() -> PlanItem? { abstract() }

  /// Takes out the entry for `descriptor`, or every entry if `nil`.
  ///
  /// - Returns: What was taken out, for the caller to release once its accesses
  ///   end (a value's `deinit` may call back into the engine); `nil` if nothing was.
  func removeEntries(for descriptor: StateCondition?) -> Any? { abstract() }

  /// The default, for descriptions.
  var defaultDescription: Any { abstract() }

  /// Holds the default weakly from now on, if it is an object (see ``StateEngine/holdDefaultsWeakly(for:)``).
  func holdDefaultWeakly() { abstract() }

  /// Each entry's descriptor and value, in order, for descriptions and look-ups.
  func describedEntries() -> [(descriptor: StateCondition, value: Any)] { abstract() }

  private func abstract() -> Never {
    fatalError("QuickControl: QUICBinding is abstract; bindings are QUICTypedBinding.")
  }

  /// Writes the entry `item` names (or the default) if the target is alive.
  ///
  /// - Returns: `false` if the target has gone away.
  @discardableResult
  func write(_ item: PlanItem) -> Bool {
    guard let target else { return false }
    // Record first: the write may re-enter the engine (a didSet that changes state).
    appliedSequence = item.sequence
    writeEntry(self, Int(item.index), target)
    return true
  }

  /// Writes the entry `item` names (or the default) to `target`, this binding's live target.
  ///
  /// The writer is a `let` of the binding, called without a retain and release
  /// around the call; the value it writes is copied out of the entry array, so a
  /// write that removes its own entry is safe.
  @inline(__always)
  func writeInPass(_ item: PlanItem, to target: AnyObject) {
    // Record first: the write may re-enter the engine (a didSet that changes state).
    appliedSequence = item.sequence
    writeEntry(self, Int(item.index), target)
  }
}

extension Unmanaged {
  /// Calls `body` with the instance borrowed: no retain or release around it.
  ///
  /// The caller guarantees the instance stays alive for the call.
  /// `_withUnsafeGuaranteedRef` called directly from main-actor code inserts a
  /// run-time executor check into the closure (the standard library is a Swift
  /// 5 module); through this transparent wrapper it does not.
  @_transparent
  func withBorrowed<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
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
@usableFromInline
final class QUICTargetRef {
  // `@exclusivity(unchecked)`: see StateEngine; no access spans a call out.
  @exclusivity(unchecked) weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
