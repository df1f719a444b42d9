import Foundation

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

// Values resolved when applied: a colour stored once, written as the `CGColor` of
// the host's current appearance at each apply and again when the traits change.

#if canImport(UIKit) && !os(watchOS)
  extension ControlStateHost {
    /// Stores a colour for a `CGColor` property (a layer's border or shadow), resolved when applied.
    ///
    /// `UIColor.systemRed.cgColor` is resolved once, when you write it: a border
    /// stored that way ignores dark mode and Increase Contrast for good. A
    /// `UIColor` stored here is resolved with the host's traits (a view's
    /// `traitCollection`, otherwise `UITraitCollection.current`) each time it is
    /// written, and a `QUIckControl` writes it again when its appearance or
    /// contrast changes (`registerForTraitChanges` from iOS 17,
    /// `traitCollectionDidChange(_:)` on iOS 16).
    ///
    /// ```swift
    /// field.setValue(UIColor.systemRed, for: \.borderColor, of: field.layer, when: .containing(Field.invalid))
    /// ```
    ///
    /// - Parameters:
    ///   - color: Any colour; dynamic and asset colours keep their variants.
    ///   - keyPath: A `CGColor?` property of the target.
    ///   - target: Any object: a layer, a shape layer.
    ///   - condition: The states in which `color` applies.
    public func setValue<Target: AnyObject>(
      _ color: UIColor, for keyPath: ReferenceWritableKeyPath<Target, CGColor?>, of target: Target,
      when condition: StateCondition
    ) {
      setValue(color, for: keyPath, of: target, when: condition) { host, color in
        color.resolvedColor(with: (host as? UIView)?.traitCollection ?? UITraitCollection.current).cgColor
      }
    }
  }
#endif

extension ControlStateHost {
  /// Stores `value` for `target`'s `keyPath`, written as `resolve(self, value)` at each apply
  /// and at each ``reapplyResolvedValues()``.
  ///
  /// The engine keeps `value` per state on a small writer object the host holds,
  /// whose default (no value matching) writes the target's original value back.
  package func setValue<Target: AnyObject, Stored, Resolved>(
    _ value: Stored, for keyPath: ReferenceWritableKeyPath<Target, Resolved>, of target: Target,
    when condition: StateCondition, resolvedBy resolve: @escaping (Self, Stored) -> Resolved
  ) {
    #if DEBUG
      PropertyOwners.note(self, target: target, keyPath: keyPath)
    #endif
    let key = ResolvedValueKey(target: ObjectIdentifier(target), keyPath: keyPath)
    let writer: ResolvedValueWriter<Target, Stored, Resolved>
    if let existing = stateEngine.resolvedValueWriters[key] as? ResolvedValueWriter<Target, Stored, Resolved>,
      existing.target === target
    {
      writer = existing
    } else {
      writer = ResolvedValueWriter(target: target, keyPath: keyPath) { [weak self] stored in
        self.map { resolve($0, stored) }
      }
      stateEngine.resolvedValueWriters = stateEngine.resolvedValueWriters.filter { $0.value.isAlive }
      stateEngine.resolvedValueWriters[key] = writer
    }
    setValue(Optional(value), for: \.value, of: writer, when: condition)
  }

  /// Writes every resolved value again, resolved now: after the host's environment changed.
  package func reapplyResolvedValues() {
    applyCurrentState()
    for writer in stateEngine.resolvedValueWriters.values { writer.write() }
  }
}

/// The key of a resolved value: a target and its property.
struct ResolvedValueKey: Hashable {
  let target: ObjectIdentifier
  let keyPath: AnyKeyPath
}

/// What the host keeps of a resolved value's writer.
@MainActor
protocol ResolvedValueWriting: AnyObject {
  /// Whether its target is still alive.
  var isAlive: Bool { get }
  /// Writes the current value, resolved now.
  func write()
  /// The target and property, for the state table: `CALayer \CALayer.borderColor, resolved when applied`.
  var tableName: String { get }
}

/// The value stored for one target's property, written resolved.
@MainActor
final class ResolvedValueWriter<Target: AnyObject, Stored, Resolved>: ResolvedValueWriting {
  weak var target: Target?
  let keyPath: ReferenceWritableKeyPath<Target, Resolved>
  /// What the property held before the first value: written back when no value matches.
  let original: Resolved
  let resolve: (Stored) -> Resolved?
  /// The value of the applied state; `nil` writes the original back.
  var value: Stored? {
    didSet { write() }
  }

  init(
    target: Target, keyPath: ReferenceWritableKeyPath<Target, Resolved>,
    resolve: @escaping (Stored) -> Resolved?
  ) {
    self.target = target
    self.keyPath = keyPath
    self.original = target[keyPath: keyPath]
    self.resolve = resolve
  }

  var isAlive: Bool { target != nil }

  var tableName: String {
    "\(Target.self)\(isAlive ? "" : " (deallocated)") \(StateEngine.name(of: keyPath, on: target)), resolved when applied"
  }

  func write() {
    guard let target else { return }
    if let value, let resolved = resolve(value) {
      target[keyPath: keyPath] = resolved
    } else if value == nil {
      target[keyPath: keyPath] = original
    }
  }
}
