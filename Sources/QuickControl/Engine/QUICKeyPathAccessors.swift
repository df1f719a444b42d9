// Why the registration entry points take their key path as an `@autoclosure`:
//
// A write through a stored key path costs a run-time key-path projection
// (≈ 130–250 ns and a heap allocation). The optimizer turns a closure such as
// `{ $0[keyPath: kp] = $1 }` into a direct property access, but only when it
// sees the key-path literal as the closure's one and only capture, and only if
// that literal value has no other use. The engine needs the key path twice: to
// build the setter, and as the binding's identity. An `@autoclosure` parameter
// lets the inlined entry point evaluate the caller's literal once for each use,
// so each use gets its own literal and the setter becomes a direct store
// (≈ 20 ns, no allocation). A key path passed in a variable still works; it is
// just written through the run-time projection. Measured in Benchmarks/.

/// A setter closure for `keyPath`; a direct store when `keyPath` is a literal at the inlined call site.
@_transparent @usableFromInline
func quicSetter<Root, Value>(
  _ keyPath: ReferenceWritableKeyPath<Root, Value>
) -> (Root, Value) -> Void {
  { $0[keyPath: keyPath] = $1 }
}

/// A getter closure for `keyPath`; a direct load when `keyPath` is a literal at the inlined call site.
@_transparent @usableFromInline
func quicGetter<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> (Root) -> Value {
  { $0[keyPath: keyPath] }
}

/// Stores a value in `engine` with a setter built from the caller's key-path literal.
///
/// Transparent, so it is inlined into the caller however large the caller is:
/// a function with dozens of `setValue` calls keeps direct stores for each.
@_transparent @usableFromInline @MainActor
func quicStoreValue<Target: AnyObject, Value>(
  _ value: Value, in engine: QUICStateEngine, forTarget target: Target,
  forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
  for descriptor: QUICStateDescriptor
) {
  let setter = quicSetter(keyPath())
  // The value goes in the writer, not in the closure: with a key-path literal
  // the closure captures nothing, so the entry is one allocation.
  engine.storeEntry(
    target: target, keyPath: keyPath(), descriptor: descriptor,
    writer: QUICValueWriter(value) {
      setter(unsafeDowncast($1, to: Target.self), unsafeDowncast($0, to: QUICValueWriter<Value>.self).value)
    },
    makeDefault: { quicDefault(target[keyPath: keyPath()], setter: setter) })
}

/// The default of a binding: what to describe it as, and how to write it back.
///
/// A default held through an optional *protocol* type (`(any UITextFieldDelegate)?`,
/// `AnyObject?`: delegates, data sources, owners typed by a protocol, which UIKit and
/// apps declare `weak`) is held weakly, so a default never keeps such an object alive
/// longer than the property does: restoring writes the object back while it lives,
/// and `nil` once it has gone, which is what a weak property shows by then. A default
/// of a concrete class type (`UIColor?`, `UIFont?`, `UIImage?`), which per-state styling
/// replaces and the property held strongly, is held strongly: held weakly, a colour made
/// only for that property would be gone when its state ends. Values are held as they are.
@usableFromInline @MainActor
func quicDefault<Target: AnyObject, Value>(
  _ original: Value, setter: @escaping (Target, Value) -> Void
) -> (Any, (AnyObject) -> Void) {
  guard let object = QUICWeakDefault.object(in: original) else {
    return (original, { setter(unsafeDowncast($0, to: Target.self), original) })
  }
  let weakDefault = QUICWeakDefault(object)
  return (
    weakDefault,
    { target in
      guard let restored = (weakDefault.object ?? Optional<Any>.none as Any) as? Value else { return }
      setter(unsafeDowncast(target, to: Target.self), restored)
    }
  )
}

/// A default that is an object, held without retaining it; describes itself as the object or `nil`.
final class QUICWeakDefault: CustomStringConvertible {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }

  var description: String { object.map { "Optional(\($0))" } ?? "nil (deallocated)" }

  /// The object `value` holds if it is an optional of a class-bound protocol type
  /// holding a class instance; `nil` otherwise (a concrete class type, a value).
  static func object(in value: Any) -> AnyObject? {
    guard let optional = value as? QUICOptionalValue, !(optional.quicWrappedType is AnyClass),
      let wrapped = optional.quicWrapped, type(of: wrapped) is AnyClass
    else { return nil }
    return wrapped as AnyObject
  }
}

/// Lets ``QUICWeakDefault`` look inside an optional of any type.
protocol QUICOptionalValue {
  var quicWrapped: Any? { get }
  /// The static type the optional wraps: a class's metatype for `UIColor?`, a protocol's for `(any P)?`.
  var quicWrappedType: Any.Type { get }
}

extension Optional: QUICOptionalValue {
  var quicWrapped: Any? { map { $0 as Any } }
  var quicWrappedType: Any.Type { Wrapped.self }
}
