extension StateEngine {
  /// Holds weakly the default of every target's `keyPath` property: for a `weak` property of a class type.
  ///
  /// The default is the value a property had before its first per-state value,
  /// written back when no value applies. Through a key path the engine cannot
  /// tell a `weak` property from a strong one: it holds defaults of protocol
  /// types (delegates) weakly and defaults of class types strongly, as styling
  /// needs (a colour made only for its property must survive a state). Declare
  /// a `weak` property of a class type here, before or after giving it values,
  /// and its default never keeps its object alive: while the object lives,
  /// restoring writes it back; once it has gone, restoring writes `nil`, as
  /// the weak property itself would show.
  ///
  /// ```swift
  /// final class Badge {
  ///   weak var owner: ProfileScreen?
  /// }
  /// engine.holdDefaultsWeakly(forKeyPath: \Badge.owner)
  /// ```
  ///
  /// Hosts forward it: ``ControlStateHost/holdDefaultsWeakly(forKeyPath:)``.
  ///
  /// - Complexity: O(*b*) for *b* bindings, once; a registration afterwards costs one set look-up.
  package func holdDefaultsWeakly<Target: AnyObject, Object: AnyObject>(
    forKeyPath keyPath: ReferenceWritableKeyPath<Target, Object?>
  ) {
    weaklyHeldDefaultKeyPaths.insert(keyPath)
    for binding in bindings where binding.key.keyPath == keyPath {
      binding.holdDefaultWeakly()
    }
  }
}
