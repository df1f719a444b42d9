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
    makeDefault: {
      let original = target[keyPath: keyPath()]
      return (original, { setter(unsafeDowncast($0, to: Target.self), original) })
    })
}
