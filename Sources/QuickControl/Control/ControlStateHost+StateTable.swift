extension ControlStateHost {
  /// A readable dump of the host's states, targets, values and which value wins now, for `po` in the debugger.
  ///
  /// Targets are named by the host's stored properties that hold them (`title`, `views.password`,
  /// `views.password.layer`; the host is `self`), or by their type and an index when none does.
  /// Each value is on a line of its own; every rule that matches the current state is marked, the
  /// winner apart. A target whose property shows another value than the one last written to it
  /// (written behind the engine's back) gets an `on screen:` line.
  ///
  /// ```swift
  /// print(pin.stateTableDescription)  // with a complete, valid code
  /// // Prints "PinCodeControl — applied [filled, valid], current [filled, valid]", then its registered states and values
  /// ```
  public var stateTableDescription: String {
    let (engine, currentState, names) = (stateEngine, state, StateNames.of(type(of: self)))
    var lines = [
      "\(type(of: self)) — applied \(names.describe(engine.lastAppliedState)), current \(names.describe(currentState))"
    ]
    if engine.transitionDepth > 0 {
      let events = engine.queuedEvents.map { names.describe($0) }.joined(separator: "; ")
      lines.append("in transition (depth \(engine.transitionDepth)), queued events: \(events)")
    }
    lines.append(engine.registeredStates.isEmpty ? "registered states: none" : "registered states:")
    let triggers = engine.memory.remembered.flatMap { $0.entering + $0.leaving }
    let others = engine.sources.compactMap { source in
      source.registered.flatMap { registered in source.other.map { (registered, $0) } }
    }
    var targets = TargetNames(
      host: self,
      targets: engine.propertyValues.map(\.key.target)
        + (triggers.flatMap(\.controls) + others.map(\.1)).map(ObjectIdentifier.init))
    lines += engine.registeredStates.map { registered in
      let state = names.describe(ControlState(rawValue: registered.bits), bare: true)
      let source =
        if let keyPath = registered.keyPath {
          StateNames.propertyPath(of: keyPath).map { "\\\(type(of: keyPath).rootType).\($0)" }
            ?? "a Bool property"
        } else {
          CaseStates.source(of: registered.bits, in: type(of: self))
            ?? engine.memory.state(of: registered.bits).map { remembered in
              remembered.description(naming: names) {
                targets.name(of: ObjectIdentifier($0), type: type(of: $0)).name
              }
            }
            ?? others.first { $0.0.bits == registered.bits }.map { registered, other in
              let condition = registered.condition.description(
                naming: StateNames.of(type(of: other)), showsPriority: false)
              return
                "\(condition) of \(targets.name(of: ObjectIdentifier(other), type: type(of: other)).name)"
            } ?? "a predicate"
        }
      return "  \(state) ← \(source)"
    }
    for binding in engine.propertyValues {
      let winner = binding.resolve(currentState).index
      let target = targets.name(of: binding.key.target, type: binding.targetType)
      let property =
        StateNames.propertyPath(of: binding.key.keyPath) ?? StateNames.strippedName(of: binding.key.keyPath)
      let (defaultValue, entries) = binding.described()
      let alive = binding.target == nil ? " (deallocated)" : ""
      lines.append(
        "\(target.name).\(property) — \(binding.targetType)\(alive), default: \(oneLine(defaultValue))"
          + (winner == nil ? "   ← default wins" : ""))
      lines += entries.enumerated().map { index, entry in
        let mark =
          if index == winner { "   ← wins" } else if entry.condition.matches(currentState) {
            "   ← matches, beaten"
          } else { "" }
        return "  \(ruleDescription(entry.condition, naming: names)) = \(oneLine(entry.value))\(mark)"
      }
      if let onScreen = binding.describedOutsideWrite() {
        let resync = target.isProperty ? "applyCurrentState(to: \(target.name))" : "apply(state: state)"
        lines.append("  on screen: \(oneLine(onScreen)), re-sync with \(resync)")
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// A value's description on one line.
private func oneLine(_ text: String) -> String {
  text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
}

/// The names of a host's targets as the app names them: by the stored property that holds each.
///
/// Found with `Mirror`, breadth first, over the host's stored properties and, two levels down,
/// over those of the objects and structures they hold (`views.password`); a view's layer is named
/// after the view (`views.password.layer`). Computed only when the table is printed.
@MainActor
struct TargetNames {
  /// How many property names deep a name may go (`views.password.field`).
  private static let maximumDepth = 3
  /// How many elements of a collection are looked at (`items[3]`).
  private static let maximumElements = 64

  private var names: [ObjectIdentifier: String] = [:]
  /// The name each target no property holds gets (its type and an index), and the last index per type.
  private var unnamed: [ObjectIdentifier: String] = [:], unnamedCounts: [String: Int] = [:]

  init(host: AnyObject, targets: [ObjectIdentifier]) {
    var wanted = Set(targets)
    var queue: [(value: Any, path: String, depth: Int)] = [(host, "", 0)]
    var visited: Set<ObjectIdentifier> = []
    var next = 0
    while next < queue.count, !wanted.isEmpty {
      let (value, path, depth) = queue[next]
      next += 1
      let mirror = Mirror(reflecting: value)
      if type(of: value) is AnyClass {
        let object = value as AnyObject
        guard visited.insert(ObjectIdentifier(object)).inserted, !(object is StateEngine) else { continue }
        name(object, path.isEmpty ? "self" : path, wanted: &wanted)
        if let layer = layer(of: object) {
          name(layer, path.isEmpty ? "layer" : path + ".layer", wanted: &wanted)
        }
      }
      guard depth < Self.maximumDepth else { continue }
      switch mirror.displayStyle {
      case .class, .struct, .tuple:
        let children = sequence(first: mirror, next: { $0.superclassMirror }).flatMap(\.children)
        for child in children {
          guard let label = child.label.map(Self.propertyName), let unwrapped = Self.unwrapped(child.value)
          else { continue }
          // A property wrapper's value is named as the property it wraps (`footer`, not `footer.wrappedValue`).
          let name = path.isEmpty ? label : label == "wrappedValue" ? path : "\(path).\(label)"
          queue.append((unwrapped, name, depth + 1))
        }
      case .collection:
        for (index, child) in mirror.children.prefix(Self.maximumElements).enumerated() {
          guard let unwrapped = Self.unwrapped(child.value) else { continue }
          queue.append((unwrapped, "\(path.isEmpty ? "self" : path)[\(index)]", depth + 1))
        }
      default: continue
      }
    }
  }

  /// The target's name, and whether it is a property path the app can write (not a type and an index).
  mutating func name(of target: ObjectIdentifier, type: AnyObject.Type) -> (name: String, isProperty: Bool) {
    if let name = names[target] { return (name, true) }
    if let name = unnamed[target] { return (name, false) }
    let typeName = "\(type)"
    let count = unnamedCounts[typeName, default: 0] + 1
    unnamedCounts[typeName] = count
    let name = "\(typeName)#\(count)"
    unnamed[target] = name
    return (name, false)
  }

  private mutating func name(_ object: AnyObject, _ name: String, wanted: inout Set<ObjectIdentifier>) {
    let id = ObjectIdentifier(object)
    guard names[id] == nil else { return }
    names[id] = name
    wanted.remove(id)
  }

  /// The property's name as the app wrote it: a lazy property's storage and the `_name` of a
  /// property wrapper or an `@Observable` property are named `name`.
  private static func propertyName(_ label: String) -> String {
    if label.hasPrefix("$__lazy_storage_$_") { return String(label.dropFirst("$__lazy_storage_$_".count)) }
    return label.hasPrefix("_") && label.count > 1 ? String(label.dropFirst()) : label
  }

  /// The value an optional holds, or the value itself; `nil` for `nil`.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }
}

extension StateNames {
  /// The names a library gives the key paths of its own computed properties, which Linux's runtime does not name.
  @MainActor private static var keyPathNames: [AnyKeyPath: String] = [:]

  /// Names `keyPath` `name` in the state table (`"isFilled"` for `\PinCodeControl.isFilled`).
  @MainActor package static func name(_ keyPath: AnyKeyPath, _ name: String) {
    keyPathNames[keyPath] = name
  }

  /// The key path's property names without its root (`views.password`, `textColor`), or `nil`
  /// when the runtime does not name one of its properties (`<computed …>`).
  ///
  /// A name given with ``name(_:_:)`` first, then the key path as printed, then (on Apple
  /// platforms) its Key-Value Coding string, which names Objective-C properties such as UIKit's.
  @MainActor package static func propertyPath(of keyPath: AnyKeyPath) -> String? {
    if let name = keyPathNames[keyPath] { return name }
    let stripped = strippedName(of: keyPath)
    if !stripped.contains("<computed") { return stripped }
    #if canImport(ObjectiveC)
      if let kvc = keyPath._kvcKeyPathString { return kvc }
    #endif
    return nil
  }

  /// The key path as printed, without its root and the addresses of computed properties (`<computed Bool>`).
  package static func strippedName(of keyPath: AnyKeyPath) -> String {
    let text = name(of: keyPath), root = "\\\(type(of: keyPath).rootType)."
    // A subscript is written after the property it subscripts: `flags[Int]`, not `flags.[Int]`.
    return (text.hasPrefix(root) ? String(text.dropFirst(root.count)) : text).replacing(".[", with: "[")
  }
}

/// A condition as the table prints it: a rule list's by its line (`rule 2: containing(selected)`),
/// any other with its priority.
private func ruleDescription(_ condition: StateCondition, naming names: StateNames) -> String {
  let line = StateRule<Void>.priority(at: 0) - condition.priority + 1
  guard (1...10_000).contains(line) else { return condition.description(naming: names) }
  return "rule \(line): " + condition.description(naming: names, showsPriority: false)
}
