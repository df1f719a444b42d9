/// The winning entry of one binding in one state: its index and sequence, or -1 and 0 for the default.
typealias Resolution = (index: Int, sequence: UInt64)

/// The values per condition, in the order set, and the default of one target's property (a binding).
@MainActor
@usableFromInline
class PropertyValues {
  @usableFromInline
  struct Key: Hashable {
    let target: ObjectIdentifier
    let keyPath: AnyKeyPath
  }

  /// Writes the entry at an index, or the default for -1, to the target; built by `storeValue`.
  @usableFromInline
  typealias Writer = (PropertyValues, Int, AnyObject) -> Void

  weak var target: AnyObject?
  let key: Key, targetType: AnyObject.Type, writer: Writer
  /// The sequence of the entry last written to the target; 0 for the default.
  var appliedSequence: UInt64 = 0
  var isDirty = false

  @usableFromInline
  init(target: AnyObject, key: Key, writer: @escaping Writer) {
    (self.target, self.key, self.targetType, self.writer) = (target, key, type(of: target), writer)
  }

  /// Writes the entry `resolution` names if the target is alive; `false` if it has gone away.
  func write(_ resolution: Resolution) -> Bool {
    guard let target else { return false }
    // Recorded first: the write may re-enter the engine (a didSet that changes state).
    appliedSequence = resolution.sequence
    writer(self, resolution.index, target)
    return true
  }

  // Overridden by `TypedPropertyValues`, the only subclass.
  var hasEntries: Bool { fatalError() }
  func resolve(_ state: ControlState) -> Resolution { fatalError() }
  /// The entry last written, or `nil` if it has since been replaced or removed.
  func appliedResolution() -> Resolution? { fatalError() }
  /// Takes out the entry for `condition` (every entry if `nil`) for the caller to release.
  func removeEntries(for condition: StateCondition?) -> Any? { fatalError() }
  func holdDefaultWeakly() { fatalError() }
  /// The default and the entries, printed, for the state table.
  func described() -> (default: String, entries: [(condition: StateCondition, value: String)]) {
    fatalError()
  }
}

/// A binding of `Value`s; a default of an optional protocol type (a delegate) is held weakly.
@MainActor
@usableFromInline
final class TypedPropertyValues<Value>: PropertyValues {
  @usableFromInline
  struct Entry {
    let condition: StateCondition
    /// Global, increasing, never 0.
    let sequence: UInt64
    @usableFromInline let value: Value
  }

  // Unchecked: read at every write by the writers, inlined into the app (Benchmarks/README.md).
  @usableFromInline @exclusivity(unchecked) var entries: [Entry] = []
  /// The default, or `nil` when it is held weakly.
  @usableFromInline @exclusivity(unchecked) var strongDefault: Value?
  @usableFromInline weak var weakDefault: AnyObject?

  @usableFromInline
  init(target: AnyObject, key: Key, original: Value, writer: @escaping Writer) {
    strongDefault = original
    super.init(target: target, key: key, writer: writer)
    if let optional = Value.self as? any OptionalValue.Type, !(optional.wrappedType is AnyClass) {
      holdDefaultWeakly()
    }
  }

  /// The default to write back; `nil` for a weakly held default that is gone and does not fit `Value`.
  @inlinable
  var restoredDefault: Value? { strongDefault ?? (weakDefault ?? Optional<Any>.none as Any) as? Value }

  /// Stores `value` for `condition`, returning the entry it replaces.
  @usableFromInline
  func store(_ value: Value, for condition: StateCondition, sequence: UInt64) -> Entry? {
    let replaced = entries.firstIndex { $0.condition == condition }.map { entries.remove(at: $0) }
    entries.append(Entry(condition: condition, sequence: sequence, value: value))
    return replaced
  }

  override var hasEntries: Bool { !entries.isEmpty }

  override func resolve(_ state: ControlState) -> Resolution {
    var (best, bestPriority): (Resolution, Int) = ((-1, 0), Int.min)
    for index in entries.indices {
      let entry = entries[index]
      guard entry.condition.priority >= bestPriority && entry.condition.matches(state) else { continue }
      (best, bestPriority) = ((index, entry.sequence), entry.condition.priority)
    }
    return best
  }

  override func appliedResolution() -> Resolution? {
    guard appliedSequence != 0 else { return (-1, 0) }
    return entries.firstIndex { $0.sequence == appliedSequence }.map { ($0, appliedSequence) }
  }

  override func removeEntries(for condition: StateCondition?) -> Any? {
    guard let condition else {
      defer { entries = [] }
      return entries.isEmpty ? nil : entries
    }
    return entries.firstIndex { $0.condition == condition }.map { entries.remove(at: $0) }
  }

  override func holdDefaultWeakly() {
    guard let strongDefault, let object = (strongDefault as? any OptionalValue)?.wrapped,
      type(of: object) is AnyClass
    else { return }
    weakDefault = object as AnyObject
    self.strongDefault = nil
  }

  override func described() -> (default: String, entries: [(condition: StateCondition, value: String)]) {
    let weak = weakDefault.map { "Optional(\($0))" } ?? "nil (deallocated)"
    return (
      strongDefault.map { String(describing: $0) } ?? weak, entries.map { ($0.condition, "\($0.value)") }
    )
  }
}

/// Lets `TypedPropertyValues` look inside an optional of any type.
protocol OptionalValue {
  var wrapped: Any? { get }
  /// The static type the optional wraps: a class's metatype for `UIColor?`, a protocol's for `(any P)?`.
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
  var wrapped: Any? { map { $0 as Any } }
  static var wrappedType: Any.Type { Wrapped.self }
}

/// Stores a value in `engine` with a writer built from the caller's key path (a direct store for a literal).
@_transparent @usableFromInline @MainActor
func storeValue<Target: AnyObject, Value>(
  _ value: Value, in engine: StateEngine, target: Target,
  keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>, condition: StateCondition
) {
  let set = makeSetter(keyPath())
  // Built here, not inside the closure below: there it would capture `set` in a context.
  let writer: PropertyValues.Writer = { values, index, object in
    let typed = unsafeDowncast(values, to: TypedPropertyValues<Value>.self)
    if index >= 0 {
      set(unsafeDowncast(object, to: Target.self), typed.entries[index].value)
    } else if let restored = typed.restoredDefault {
      set(unsafeDowncast(object, to: Target.self), restored)
    }
  }
  let binding = engine.binding(for: target, keyPath: keyPath()) { key in
    TypedPropertyValues(target: target, key: key, original: target[keyPath: keyPath()], writer: writer)
  }
  let sequence = engine.nextSequence(for: binding)
  // One key path, one value type: a binding found by this key path holds `Value`s.
  let replaced = unsafeDowncast(binding, to: TypedPropertyValues<Value>.self).store(
    value, for: condition, sequence: sequence)
  // Released here, after the new value is stored, or when the running apply ends.
  if let replaced { engine.retire(replaced) }
}

/// A setter for `keyPath`: a direct store when `keyPath` is a literal at the inlined call site.
@_transparent @usableFromInline
func makeSetter<Root, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> (Root, Value) -> Void {
  { $0[keyPath: keyPath] = $1 }
}

/// A getter for `keyPath`: a direct load when `keyPath` is a literal at the inlined call site.
@_transparent @usableFromInline
func makeGetter<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> (Root) -> Value {
  { $0[keyPath: keyPath] }
}
