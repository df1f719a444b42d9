/// A `QUICBinding` whose values are of type `Value`: its entries, with their values, and its default inline.
///
/// One object and one array hold everything a binding stores: no object per
/// value, no closure context for the default, no `Any` box. The function that
/// writes a value (`QUICBinding/writeEntry`) is built in `@inlinable` code
/// for the caller's key path and reads the value back from here.
///
/// A default held through an optional *protocol* type (`(any UITextFieldDelegate)?`,
/// `AnyObject?`: delegates, data sources, owners typed by a protocol, which UIKit and
/// apps declare `weak`) is held weakly, so a default never keeps such an object alive
/// longer than the property does: restoring writes the object back while it lives,
/// and `nil` once it has gone, which is what a weak property shows by then. A default
/// of a concrete class type (`UIColor?`, `UIFont?`, `UIImage?`), which per-state styling
/// replaces and the property held strongly, is held strongly: held weakly, a colour made
/// only for that property would be gone when its state ends. Values are held as they are.
@MainActor
@usableFromInline
final class QUICTypedBinding<Value>: QUICBinding {
  /// A value set for one descriptor.
  @usableFromInline
  struct Entry {
    let descriptor: StateCondition
    /// Global, increasing: never 0, unique per `setValue`.
    let sequence: UInt64
    /// The value the entry writes.
    @usableFromInline let value: Value

    @usableFromInline
    init(descriptor: StateCondition, sequence: UInt64, value: Value) {
      self.descriptor = descriptor
      self.sequence = sequence
      self.value = value
    }
  }

  // `@exclusivity(unchecked)`: see StateEngine; no access spans a call out.
  @usableFromInline @exclusivity(unchecked) var entries: ContiguousArray<Entry> = []
  /// The default, or `nil` when it is held weakly (``weakDefault``).
  @usableFromInline @exclusivity(unchecked) private(set) var strongDefault: Value?
  /// A default held weakly: an object behind an optional protocol type.
  @usableFromInline weak var weakDefault: AnyObject?

  /// Creates a binding whose default is `original`, the target's value before its first entry.
  @usableFromInline
  init(
    target: AnyObject, sharing targetRef: QUICTargetRef, key: Key, original: Value,
    write: @escaping Writer
  ) {
    if let object = Self.weaklyHeldObject(in: original) {
      strongDefault = nil
      weakDefault = object
    } else {
      strongDefault = original
    }
    super.init(target: target, sharing: targetRef, key: key, write: write)
  }

  /// The object `value` holds if `Value` is an optional of a class-bound protocol type
  /// and holds a class instance; `nil` otherwise (a concrete class type, a value).
  ///
  /// Decided from `Value`'s type first, so that a value of any other type is never boxed.
  private static func weaklyHeldObject(in value: Value) -> AnyObject? {
    guard let optionalType = Value.self as? any QUICOptionalValue.Type,
      !(optionalType.quicWrappedType is AnyClass),
      let optional = value as? any QUICOptionalValue,
      let wrapped = optional.quicWrapped, type(of: wrapped) is AnyClass
    else { return nil }
    return wrapped as AnyObject
  }

  /// The default to write back, or `nil` for a weakly held default whose value no longer fits.
  ///
  /// A weakly held default is cast back to `Value`: only defaults of optional
  /// protocol types (delegates) take this path.
  @inlinable
  var restoredDefault: Value? {
    if let strongDefault { return strongDefault }
    return (weakDefault ?? Optional<Any>.none as Any) as? Value
  }

  override var hasEntries: Bool { !entries.isEmpty }

  override func resolve(_ state: ControlState) -> PlanItem {
    var best = -1
    var bestPriority = Int.min
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices {
        let priority = entries[index].descriptor.priority
        if priority >= bestPriority && entries[index].descriptor.matches(state) {
          best = index
          bestPriority = priority
        }
      }
    }
    return best < 0 ? .default : PlanItem(index: Int32(best), sequence: entries[best].sequence)
  }

  override func appliedItem() -> PlanItem? {
    if appliedSequence == 0 { return .default }
    let sequence = appliedSequence
    guard let index = firstIndex(where: { $0.sequence == sequence }) else { return nil }
    return PlanItem(index: Int32(index), sequence: sequence)
  }

  /// The index of the first entry `predicate` accepts.
  ///
  /// A loop over the buffer, not `Collection.firstIndex(where:)`: this class's
  /// methods are compiled unspecialised, and there the collection's subscript
  /// is a coroutine whose frame is allocated on the heap at every element.
  private func firstIndex(where predicate: (borrowing Entry) -> Bool) -> Int? {
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices where predicate(entries[index]) { return index }
      return nil
    }
  }

  override func removeEntries(for descriptor: StateCondition?) -> Any? {
    if let descriptor {
      // Entries are unique per descriptor.
      guard let index = firstIndex(where: { $0.descriptor == descriptor }) else { return nil }
      return entries.remove(at: index)
    }
    guard !entries.isEmpty else { return nil }
    var removed: ContiguousArray<Entry> = []
    swap(&removed, &entries)
    return removed
  }

  override func holdDefaultWeakly() {
    guard let strongDefault, let optional = strongDefault as? any QUICOptionalValue,
      let wrapped = optional.quicWrapped, type(of: wrapped) is AnyClass
    else { return }
    weakDefault = wrapped as AnyObject
    self.strongDefault = nil
  }

  override var defaultDescription: Any {
    if let strongDefault { return strongDefault }
    return QUICWeakDefaultDescription(object: weakDefault)
  }

  override func describedEntries() -> [(descriptor: StateCondition, value: Any)] {
    entries.map { ($0.descriptor, $0.value) }
  }
}

/// Describes a default held weakly as the object or `nil`.
struct QUICWeakDefaultDescription: CustomStringConvertible {
  weak var object: AnyObject?

  var description: String { object.map { "Optional(\($0))" } ?? "nil (deallocated)" }
}

/// Lets `QUICTypedBinding` look inside an optional of any type.
protocol QUICOptionalValue {
  var quicWrapped: Any? { get }
  /// The static type the optional wraps: a class's metatype for `UIColor?`, a protocol's for `(any P)?`.
  static var quicWrappedType: Any.Type { get }
}

extension Optional: QUICOptionalValue {
  var quicWrapped: Any? { map { $0 as Any } }
  static var quicWrappedType: Any.Type { Wrapped.self }
}
