extension ControlStateHost {
  /// Holds weakly the default of every target's `keyPath` property: declare a `weak` property of a class type.
  ///
  /// A property's default (its value before its first per-state value) is
  /// written back when no value applies. The engine cannot see through a key
  /// path whether a property is `weak`: it holds defaults of protocol types
  /// (delegates) weakly and defaults of class types strongly, as styling needs.
  /// A `weak` property of a class type, declared here, gets a weakly held
  /// default too, so a screen that is such a property's object is deallocated
  /// as usual; restoring writes `nil` once it has gone, as the property would.
  ///
  /// ```swift
  /// final class Badge {
  ///   weak var owner: ProfileScreen?
  /// }
  /// control.holdDefaultsWeakly(for: \Badge.owner)
  /// control.setValue(nil, for: \.owner, of: badge, when: .containing(.locked))
  /// // When the screen goes away, the badge's default no longer keeps it.
  /// ```
  ///
  /// - Complexity: O(*b*) for the host's *b* bindings, once.
  package func holdDefaultsWeakly<Target: AnyObject, Object: AnyObject>(
    for keyPath: ReferenceWritableKeyPath<Target, Object?>
  ) {
    stateEngine.holdDefaultsWeakly(forKeyPath: keyPath)
  }
}
