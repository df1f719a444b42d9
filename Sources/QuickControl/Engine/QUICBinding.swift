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
    /// The value and the function that writes it to the target.
    let writer: QUICWriter
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
  /// Safe anywhere: the closure is retained for the call, so the write may
  /// remove the entry. A pass uses ``writeInPass(_:to:)``.
  ///
  /// - Returns: `false` if the target has gone away.
  @discardableResult
  func write(_ item: PlanItem) -> Bool {
    guard let target else { return false }
    // Record first: the write may re-enter the engine (a didSet that changes state).
    appliedSequence = item.sequence
    if item.index < 0 {
      let restore = restoreDefault
      restore(target)
    } else {
      let writer = entries[Int(item.index)].writer
      writer.write(writer, target)
    }
    return true
  }

  /// Writes the entry `item` names (or the default) to `target`, this binding's live target.
  ///
  /// The writer is called borrowed, without a retain and release of it or its
  /// closure around the call. That is safe only in a pass: entries removed
  /// while the engine applies are kept until the apply ends
  /// (``QUICStateEngine/retire(_:)``), so the writer outlives the call even if
  /// the write removes its entry.
  @inline(__always)
  func writeInPass(_ item: PlanItem, to target: AnyObject) {
    // Record first: the write may re-enter the engine (a didSet that changes state).
    appliedSequence = item.sequence
    if item.index < 0 {
      restoreDefault(target)
    } else {
      Unmanaged.passUnretained(entries[Int(item.index)].writer).withBorrowed { $0.write($0, target) }
    }
  }
}

/// An entry's value, with the function that writes it to a target: one object per entry.
///
/// The value lives in the object (a ``QUICValueWriter``) rather than in the
/// write closure's context, so an entry costs one allocation, not two (the
/// object and a context), and no `Any` box for values larger than three
/// words. The function gets the writer back to read the value: built from a
/// key-path literal (see QUICKeyPathAccessors.swift), it captures nothing.
///
/// A pass calls it through an unretained reference: a closure loaded from an
/// array of structs is retained and released around each call (the call could
/// remove it from the array); reached through an object whose closure is a
/// `let`, it is not.
@MainActor
@usableFromInline
class QUICWriter {
  /// Writes the writer's value (the first argument) to the target.
  let write: (QUICWriter, AnyObject) -> Void

  @usableFromInline
  init(write: @escaping (QUICWriter, AnyObject) -> Void) {
    self.write = write
  }

  /// The value, for `value(forTarget:forKeyPath:for:)` and descriptions.
  var anyValue: Any { fatalError("QuickControl: QUICWriter is abstract; use QUICValueWriter.") }
}

/// A ``QUICWriter`` holding a value of type `Value`.
@MainActor
@usableFromInline
final class QUICValueWriter<Value>: QUICWriter {
  /// The value the entry writes.
  @usableFromInline let value: Value

  @usableFromInline
  init(_ value: Value, write: @escaping (QUICWriter, AnyObject) -> Void) {
    self.value = value
    super.init(write: write)
  }

  override var anyValue: Any { value }
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
final class QUICTargetRef {
  // `@exclusivity(unchecked)`: see QUICStateEngine; no access spans a call out.
  @exclusivity(unchecked) weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
