/// Which value of a target's property a state gets: one of its entries (`index` non-nil), or the target's
/// default (``defaultValue``).
///
/// Two cases, made and read like an enum's (`.entry(index:sequence:)`, `.defaultValue`,
/// `index`), but stored as two words: as an enum with a payload it needs a tag byte besides, and
/// the winners memoised per state and compared at every write made a PIN transition 100
/// instructions (2.6 %) dearer (Documentation/Design.md, "A resolution is two words").
@usableFromInline
struct Resolution: Equatable, Sendable {
  /// The entry's index; negative for the default (read it through `index`).
  @usableFromInline let position: Int
  /// The entry's sequence, or 0 for the default (entries' sequences start at 1).
  @usableFromInline let sequence: UInt64

  private init(position: Int, sequence: UInt64) { (self.position, self.sequence) = (position, sequence) }

  /// The entry at `index`, whose sequence is `sequence`.
  static func entry(index: Int, sequence: UInt64) -> Self {
    assert(index >= 0 && sequence != 0, "an entry has an index and a sequence")
    return Self(position: index, sequence: sequence)
  }

  /// No entry matches: the target's value from before the first registration.
  static let defaultValue = Self(position: -1, sequence: 0)

  /// The entry's index, or `nil` for the default.
  @inlinable var index: Int? { position >= 0 ? position : nil }
}

/// The values of one target's property (its *property values*): per condition, in the order set, and its default.
///
/// What resolution needs (each entry's condition and sequence) is kept here, untyped, so that
/// resolving and comparing never go through a protocol; the values themselves, typed, are the
/// stored properties of the one subclass, ``TypedValues``, which the writer built at registration
/// reads (a subclass that adds storage and overrides nothing, so that a write reads its value
/// from the object it is given, without loading and retaining another).
@MainActor
@usableFromInline
class PropertyValues {
  @usableFromInline
  struct Key: Hashable {
    let target: ObjectIdentifier
    let keyPath: AnyKeyPath
  }

  /// An entry's condition and sequence; its value is at the same index in ``values``.
  struct Entry {
    let condition: StateCondition
    /// Global, increasing, never 0.
    let sequence: UInt64
    /// Whether the value is resolved when written (``ResolvedValue``).
    let isResolved: Bool
    /// Whether the value is computed from the host when written (the data it reads may change at any apply).
    let isComputed: Bool
    /// For a rule of a rule list, the priority its condition was written with (its position
    /// replaced it); `nil` for a value stored with its condition as written.
    let writtenPriority: Int?

    /// Whether the entry was stored for `condition` as the app wrote it (a rule: with its
    /// priority as written, not its position's).
    func wasWritten(with condition: StateCondition) -> Bool {
      guard let writtenPriority else { return self.condition == condition }
      return writtenPriority == condition.priority
        && self.condition == condition.withPriority(self.condition.priority)
    }
  }

  /// Writes what a resolution names to the target; built by `storeValue`.
  @usableFromInline
  typealias Writer = (PropertyValues, Resolution, AnyObject) -> Void

  weak var target: AnyObject?
  let key: Key, targetType: AnyObject.Type, writer: Writer
  /// The typed values: these property values, seen through what the engine does with them.
  final var values: any StoredValues {
    guard let values = self as? any StoredValues else { preconditionFailure("not a TypedValues") }
    return values
  }
  final private(set) var entries: [Entry] = []
  /// The sequence of the entry last written to the target; 0 for the default.
  final var appliedSequence: UInt64 = 0
  /// Whether the engine lists these values as changed since its last pass.
  final var isDirty = false

  init(target: AnyObject, key: Key, writer: @escaping Writer) {
    (self.target, self.key, self.targetType, self.writer) = (target, key, type(of: target), writer)
  }

  final var hasEntries: Bool { !entries.isEmpty }
  /// Whether a value resolved when written was ever stored (then the trait-change rewrite looks here).
  final private(set) var hasResolvedEntries = false
  /// Whether a value computed from the host was ever stored (then each apply looks here).
  final private(set) var hasComputedEntries = false

  /// Whether the entry `resolution` names is one that `rewrite` writes again though it still wins.
  final func rewrites(_ resolution: Resolution, _ rewrite: StateEngine.Rewrite) -> Bool {
    guard hasResolvedEntries, let index = resolution.index, index < entries.count else { return false }
    let entry = entries[index]
    return rewrite == .resolvedValues ? entry.isResolved : rewrite == .computedValues && entry.isComputed
  }

  /// Whether the entry `resolution` names is computed from the host when written.
  final func isComputed(_ resolution: Resolution) -> Bool {
    guard let index = resolution.index, index < entries.count else { return false }
    return entries[index].isComputed
  }

  /// Writes what `resolution` names if the target is alive; `false` if it has gone away.
  final func write(_ resolution: Resolution) -> Bool {
    guard let target else { return false }
    // Recorded first: the write may re-enter the engine (a didSet that changes state).
    appliedSequence = resolution.sequence
    writer(self, resolution, target)
    return true
  }

  /// The entry with the highest matching priority, the latest on a tie, or the default.
  final func resolve(_ state: ControlState) -> Resolution {
    var (best, bestPriority) = (Resolution.defaultValue, Int.min)
    for index in entries.indices {
      let entry = entries[index]
      guard entry.condition.priority >= bestPriority && entry.condition.matches(state) else { continue }
      (best, bestPriority) = (.entry(index: index, sequence: entry.sequence), entry.condition.priority)
    }
    return best
  }

  /// The entry last written, or `nil` if it has since been replaced or removed.
  final func appliedResolution() -> Resolution? {
    guard appliedSequence != 0 else { return .defaultValue }
    return entries.firstIndex { $0.sequence == appliedSequence }.map {
      .entry(index: $0, sequence: appliedSequence)
    }
  }

  /// The index of the entry stored for exactly `condition`.
  final func index(of condition: StateCondition) -> Int? { entries.firstIndex { $0.condition == condition } }

  /// The index of the entry the app stored with `condition`: a value stored for it, else a rule
  /// of a rule list written with it.
  final func index(ofWritten condition: StateCondition) -> Int? {
    index(of: condition) ?? entries.firstIndex { $0.writtenPriority != nil && $0.wasWritten(with: condition) }
  }

  /// Stores `value` for `condition`, returning the value it replaces, for the caller to release.
  final func store<Value>(
    _ value: TypedValues<Value>.Item, in typed: TypedValues<Value>, for condition: StateCondition,
    writtenPriority: Int?, sequence: UInt64
  ) -> Any? {
    let replaced = index(of: condition).map { index in
      entries.remove(at: index)
      return typed.remove(at: index)
    }
    hasResolvedEntries = hasResolvedEntries || value.isResolved
    hasComputedEntries = hasComputedEntries || value.isComputed
    entries.append(
      Entry(
        condition: condition, sequence: sequence, isResolved: value.isResolved, isComputed: value.isComputed,
        writtenPriority: writtenPriority))
    typed.append(value)
    return replaced
  }

  /// Takes out the entry for `condition` (every entry if `nil`) for the caller to release.
  final func removeEntries(for condition: StateCondition?) -> Any? {
    guard let condition else {
      defer { entries = [] }
      return entries.isEmpty ? nil : values.removeAll()
    }
    return index(ofWritten: condition).map { index in
      entries.remove(at: index)
      return values.remove(at: index)
    }
  }

  /// Takes out every rule of a rule list, for the caller to release; values stored alone stay.
  final func removeRules() -> Any? {
    let rules = entries.indices.filter { entries[$0].writtenPriority != nil }
    guard !rules.isEmpty else { return nil }
    var removed: [Any] = []
    for index in rules.reversed() {
      entries.remove(at: index)
      removed.append(values.remove(at: index))
    }
    return removed
  }

  /// The default and the entries, printed, for the state table.
  final func described() -> (default: String, entries: [(condition: StateCondition, value: String)]) {
    (values.describedDefault, entries.indices.map { (entries[$0].condition, values.describe(at: $0)) })
  }

  /// The target's value now, printed, when it is not the value last written to it (written behind
  /// the engine's back); `nil` when it is, or when the target has gone away.
  final func describedOutsideWrite() -> String? {
    guard let target, let applied = appliedResolution() else { return nil }
    return values.describeValue(of: target, keyPath: key.keyPath, unless: applied)
  }

  /// Problems with these values' own bookkeeping, for ``StateEngine/invariantViolations()``.
  final func invariantViolations(latestSequence: UInt64) -> [String] {
    var problems: [String] = []
    if entries.count != values.count {
      problems.append("\(entries.count) conditions for \(values.count) values")
    }
    if Set(entries.map(\.condition)).count != entries.count { problems.append("a condition stored twice") }
    if zip(entries, entries.dropFirst()).contains(where: { $0.sequence >= $1.sequence }) {
      problems.append("entries out of the order set")
    }
    if entries.contains(where: { $0.sequence == 0 || $0.sequence > latestSequence }) {
      problems.append("a sequence the engine never gave")
    }
    if appliedSequence > latestSequence { problems.append("applied sequence \(appliedSequence) never given") }
    return problems.map { "\(targetType) \(StateNames.name(of: key.keyPath)): \($0)" }
  }
}

/// The typed values of a target's property, through what the engine does with them without knowing their type.
@MainActor
protocol StoredValues: AnyObject {
  var count: Int { get }
  /// Takes out the value at `index`, for the caller to release.
  func remove(at index: Int) -> Any
  /// Takes out every value, for the caller to release.
  func removeAll() -> Any
  /// Holds a default of a class type weakly (0.x's `holdDefaultsWeakly`).
  func holdDefaultWeakly()
  var describedDefault: String { get }
  func describe(at index: Int) -> String
  /// `target`'s value of `keyPath`, printed, unless it is the value `resolution` names (resolved now).
  func describeValue(of target: AnyObject, keyPath: AnyKeyPath, unless resolution: Resolution) -> String?
}

/// A value stored to be resolved when written (a `UIColor` for a `CGColor` property).
@MainActor
@usableFromInline
final class ResolvedValue<Value> {
  /// The stored value, printed, for the state table.
  let description: String
  /// Whether it is computed from the host (written again at each apply while it wins), not only
  /// resolved with the host's traits (written again when they change).
  let isComputed: Bool
  /// The value to write now, or `nil` to write nothing (the host that resolves it is gone).
  @usableFromInline let resolve: () -> Value?

  init(description: String, isComputed: Bool, resolve: @escaping () -> Value?) {
    (self.description, self.isComputed, self.resolve) = (description, isComputed, resolve)
  }
}

/// The property values of `Value`s: the values and the default; a default of an optional protocol type (a delegate) is held weakly.
@MainActor
@usableFromInline
final class TypedValues<Value>: PropertyValues, StoredValues {
  /// A value as stored: written as is, or resolved when written.
  @usableFromInline
  enum Item {
    case plain(Value)
    case resolved(ResolvedValue<Value>)

    var isResolved: Bool { if case .resolved = self { true } else { false } }
    var isComputed: Bool { if case .resolved(let value) = self { value.isComputed } else { false } }
  }

  // Unchecked: read at every write by the writers, inlined into the app
  // (Documentation/Design.md, "Exclusivity").
  /// The plain values; `nil` where the entry's value is resolved when written (in `resolvers`).
  @usableFromInline @exclusivity(unchecked) var plainValues: [Value?] = []
  /// The values resolved when written, at their entries' indices; empty while there are none.
  @usableFromInline @exclusivity(unchecked) var resolvers: [ResolvedValue<Value>?] = []
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

  /// The value of the entry at `index` to write; `nil` for a resolved value that resolves to nothing.
  // Plain values and resolvers are kept apart so that a plain write copies a `Value?` out, not
  // an enum that may hold a resolver (a class reference to retain and release).
  @inlinable @inline(__always)
  func value(at index: Int) -> Value? {
    if let value = plainValues[index] { return value }
    return resolvers.isEmpty ? nil : resolvers[index]?.resolve()
  }

  /// The default to write back; `nil` for a weakly held default that is gone and does not fit `Value`.
  @inlinable @inline(__always)
  var restoredDefault: Value? { strongDefault ?? (weakDefault ?? Optional<Any>.none as Any) as? Value }

  var count: Int { plainValues.count }

  func append(_ item: Item) {
    switch item {
    case .plain(let value):
      plainValues.append(value)
      if !resolvers.isEmpty { resolvers.append(nil) }
    case .resolved(let resolved):
      if resolvers.isEmpty { resolvers = Array(repeating: nil, count: plainValues.count) }
      plainValues.append(nil)
      resolvers.append(resolved)
    }
  }

  func remove(at index: Int) -> Any {
    (plainValues.remove(at: index), resolvers.isEmpty ? nil : resolvers.remove(at: index))
  }

  func removeAll() -> Any {
    defer { (plainValues, resolvers) = ([], []) }
    return (plainValues, resolvers)
  }

  func holdDefaultWeakly() {
    guard let strongDefault, let object = (strongDefault as? any OptionalValue)?.wrapped,
      type(of: object) is AnyClass
    else { return }
    weakDefault = object as AnyObject
    self.strongDefault = nil
  }

  var describedDefault: String {
    strongDefault.map { String(describing: $0) } ?? weakDefault.map { "Optional(\($0))" }
      ?? "nil (deallocated)"
  }

  func describe(at index: Int) -> String {
    if let resolved = resolvers.isEmpty ? nil : resolvers[index] {
      return resolved.description
    }
    return plainValues[index].map { "\($0)" } ?? "nil"
  }

  func describeValue(of target: AnyObject, keyPath: AnyKeyPath, unless resolution: Resolution) -> String? {
    func read<Root: AnyObject>(_ root: Root) -> Any? { root[keyPath: keyPath] }
    guard let shown = read(target) as? Value,
      let written = resolution.index.map({ value(at: $0) }) ?? restoredDefault
    else { return nil }
    if let shown = shown as? any Equatable, let isEqual = shown.isEqual(to: written) {
      return isEqual ? nil : String(describing: shown)
    }
    // Without `==`, by description, less the addresses some descriptions hold (`<CGColor 0x…>`).
    let (text, writtenText) = (String(describing: shown), String(describing: written))
    let address = /0x[0-9a-fA-F]+/
    return text.replacing(address, with: "") == writtenText.replacing(address, with: "") ? nil : text
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value; `nil` if it is not a `Self`.
  fileprivate func isEqual(to other: Any) -> Bool? { (other as? Self).map { $0 == self } }
}

/// Lets `TypedValues` look inside an optional of any type.
protocol OptionalValue {
  var wrapped: Any? { get }
  /// The static type the optional wraps: a class's metatype for `UIColor?`, a protocol's for `(any P)?`.
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
  var wrapped: Any? { map { $0 as Any } }
  static var wrappedType: Any.Type { Wrapped.self }
}

/// Stores `item` in `engine` with a writer built from the caller's key path (a direct store for a
/// literal key path at the call site of the public `setValue`).
///
/// Why the key path comes as an autoclosure: Swift 6.3 turns `{ $0[keyPath: kp] = $1 }` into a
/// direct store only when it can propagate the literal `kp` into the closure, which it does, in
/// the optimised (non-OSSA) code where an `@inlinable` body lands in the caller, only for a
/// key-path instruction with a single use. A key path passed as a value is retained and released
/// around its uses, so it never qualifies; a literal the caller wraps in an autoclosure becomes,
/// once inlined, one fresh key-path instruction per `keyPath()` below, each with its one use.
/// Passing the key path as a value measured 26,338 instructions and 6.75 allocations per PIN
/// transition instead of 3,774 and 0 (Documentation/Design.md, "Key paths as autoclosures").
@_transparent @usableFromInline @MainActor
func storeValue<Target: AnyObject, Value>(
  _ item: TypedValues<Value>.Item, in engine: StateEngine, target: Target,
  keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>, condition: StateCondition
) {
  let set = makeSetter(keyPath())
  // Built here, not inside the closure below: there it would capture `set` in a context.
  let writer: PropertyValues.Writer = { values, resolution, object in
    let typed = unsafeDowncast(values, to: TypedValues<Value>.self)
    if let index = resolution.index {
      if let value = typed.value(at: index) { set(unsafeDowncast(object, to: Target.self), value) }
    } else if let restored = typed.restoredDefault {
      set(unsafeDowncast(object, to: Target.self), restored)
    }
  }
  engine.store(item, for: target, keyPath: keyPath(), when: condition) { key in
    TypedValues(target: target, key: key, original: target[keyPath: keyPath()], writer: writer)
  }
}

/// Registers a state with a getter built from the caller's key path (a direct load for a literal,
/// for the reason `storeValue` gives).
@_transparent @usableFromInline @MainActor
func registerState<Host: ControlStateHost>(
  _ state: ControlState, of host: Host, keyPath: @autoclosure () -> KeyPath<Host, Bool>
) {
  let getter = makeGetter(keyPath())
  host.stateEngine.registerState(state, keyPath: keyPath(), host: host) {
    getter(unsafeDowncast($0, to: Host.self))
  }
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
