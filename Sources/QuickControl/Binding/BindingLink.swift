/// A value a binding sync reads and writes: a SwiftUI `Binding` in an app, two closures in a test.
///
/// The platform-neutral syncs behind the package's SwiftUI views
/// (`PinCodeBindingSync`, `PlaceholderTextBindingSync`) talk to a screen's state
/// through links, not through `Binding` itself, so that `swift test` on Linux,
/// where SwiftUI does not exist, can drive them with plain closures and count
/// every write. A representable turns each `Binding` into a link on every view
/// update; a test keeps the value in a variable and records what is set.
///
/// A link holds no value of its own: ``get`` and ``set`` are called each time,
/// so it always reads what the screen holds now.
///
/// ```swift
/// var focused = false
/// var writes: [Bool] = []
/// let link = BindingLink(get: { focused }, set: { focused = $0; writes.append($0) })
/// link.set(true)
/// print(link.get(), writes)
/// // Prints "true [true]"
/// ```
///
/// In a `UIViewRepresentable`, from a `Binding<Bool>` named `isFocused`:
///
/// ```swift
/// sync.focus = .init(get: { isFocused.wrappedValue }, set: { isFocused.wrappedValue = $0 })
/// ```
package struct BindingLink<Value> {
  /// Reads the current value.
  package var get: () -> Value
  /// Writes a new value.
  package var set: (Value) -> Void

  /// Creates a link from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: Returns the value the screen holds now; called on every read.
  ///   - set: Stores a new value; called once per write.
  package init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
}
