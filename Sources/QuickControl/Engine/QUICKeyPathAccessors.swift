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
///
/// A `setValue` that creates a binding allocates twice: the binding
/// (`QUICTypedBinding`, which holds the default) and its entry array, which
/// holds the values. The write function captures nothing (the key path is a
/// literal it is specialised for), so it is no allocation.
@_transparent @usableFromInline @MainActor
func quicStoreValue<Target: AnyObject, Value>(
  _ value: Value, in engine: StateEngine, forTarget target: Target,
  forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
  for descriptor: StateCondition
) {
  let setter = quicSetter(keyPath())
  // Built here, where the optimizer sees the key-path literal, not inside the
  // closure below (compiled apart from it): there it would capture the setter
  // in a context of its own and write through the run-time key-path projection.
  let write: QUICBinding.Writer = { binding, index, object in
    let typed = unsafeDowncast(binding, to: QUICTypedBinding<Value>.self)
    if index >= 0 {
      setter(unsafeDowncast(object, to: Target.self), typed.entries[index].value)
    } else if let restored = typed.restoredDefault {
      setter(unsafeDowncast(object, to: Target.self), restored)
    }
  }
  let (binding, sequence, replaced) = engine.prepareEntry(
    target: target, keyPath: keyPath(), descriptor: descriptor
  ) { targetRef, key in
    QUICTypedBinding<Value>(
      target: target, sharing: targetRef, key: key, original: target[keyPath: keyPath()],
      write: write)
  }
  // One key path, one value type: a binding found by this key path is a `QUICTypedBinding<Value>`.
  unsafeDowncast(binding, to: QUICTypedBinding<Value>.self).entries.append(
    QUICTypedBinding.Entry(descriptor: descriptor, sequence: sequence, value: value))
  // A replaced value is released here, after the new one is stored (its deinit
  // may call back into the engine), or when the apply running now ends.
  if let replaced { engine.retire(replaced) }
}
