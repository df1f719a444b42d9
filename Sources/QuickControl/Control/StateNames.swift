import Foundation

/// The names of state and event bits (the system's and those each host class declares) and of key paths.
///
/// Declarations are kept per class: a class's states and events, the bits its subclasses took,
/// and the raw bits its hosts registered. Declaring, naming and checking a state walks the class's
/// superclasses only, so no step grows with the number of classes in the app.
package struct StateNames: Sendable {
  package var states: [(bit: UInt, name: String)], events: [(bit: UInt, name: String)]
  /// The states a library class keeps to itself (a PIN's rejection): named in state tables, not
  /// offered in messages.
  package var internalStates: UInt = 0

  /// UIKit's names: highlighted, disabled, selected, focused; the trait states; the standard events.
  package static let system = StateNames(
    states: [
      (1 << 0, "highlighted"), (1 << 1, "disabled"), (1 << 2, "selected"), (1 << 3, "focused"),
      (ControlState.darkAppearance.rawValue, "darkAppearance"),
      (ControlState.increasedContrast.rawValue, "increasedContrast"),
      (ControlState.accessibilityContentSize.rawValue, "accessibilityContentSize"),
    ],
    events: [
      (1 << 0, "touchDown"), (1 << 6, "touchUpInside"), (1 << 12, "valueChanged"),
      (1 << 13, "primaryActionTriggered"), (1 << 16, "editingDidBegin"), (1 << 17, "editingChanged"),
      (1 << 18, "editingDidEnd"), (1 << 19, "editingDidEndOnExit"),
    ])

  /// What one class declared, and what its subclasses took.
  private struct ClassDeclarations {
    let type: AnyClass
    /// In the order declared (the states of `rules(by:_:)` included).
    var states: [(bit: UInt, name: String)] = []
    var events: [(bit: UInt, name: String)] = []
    var internalStates: UInt = 0
    /// The system bits this class calls by a name of its own (the PIN's editing).
    var systemNames: [(bit: UInt, name: String)] = []
    /// Raw bits (0.x states) registered on hosts of this class: never declared here.
    var rawStateBits: UInt = 0
    /// The state and event bits taken by this class's subclasses (declared or raw), so that a state
    /// the class declares later takes none of them.
    var subclassStateBits: UInt = 0, subclassEventBits: UInt = 0
    /// The names this class's subclasses declared, with the subclass.
    var subclassNames: [String: AnyClass] = [:]

    init(type: AnyClass) { self.type = type }

    var stateBits: UInt { states.reduce(rawStateBits) { $0 | $1.bit } }
    var eventBits: UInt { events.reduce(0) { $0 | $1.bit } }
  }

  private static let declarations = Locked<[ObjectIdentifier: ClassDeclarations]>([:])

  /// The bits a state may have: `ControlState.application` and, where `UInt` has 64 bits, bits 32 to 60
  /// (the top three are the trait states).
  package static let stateBits: UInt =
    ControlState.application.rawValue | (UInt.bitWidth == 64 ? ~(0 as UInt) >> 3 & ~0xFFFF_FFFF : 0)
  /// The library's own states, each at a bit of its own in every app: `PinCodeControl.filled`,
  /// `invalid` and `valid` at their 0.x bits (16 to 18, where 0.x apps' own raw states may lie too),
  /// `PlaceholderTextView.empty`, `editing` and `nearLengthLimit`, `PinCodeControl.verifying` and
  /// `verificationFailed` at bits 60 to 56. No declared state takes one, so a library state used on a host of another
  /// class never means one of that host's states.
  package static let libraryBits: UInt =
    0x0007_0000 | (UInt.bitWidth == 64 ? 0b1_1111 << (UInt.bitWidth - 8) : 0)
  /// The bits ``declareState(_:)`` hands out in each class hierarchy: every state bit but the library's.
  package static let declarableStates: UInt = stateBits & ~libraryBits
  /// How many states a class, with its superclasses and subclasses, may declare (29 on 64-bit platforms).
  package static var stateLimit: Int { declarableStates.nonzeroBitCount }
  /// The bits a declared event may have: `ControlEvents.applicationReserved`.
  package static let eventBits: UInt = 0x0F00_0000

  /// The classes from `type` up to its root.
  private static func lineage(of type: AnyClass) -> UnfoldFirstSequence<AnyClass> {
    sequence(first: type, next: { _getSuperclass($0) })
  }

  /// Every name a host of `type` knows: the system's (or its class's name for a system bit), its
  /// class's and its superclasses'.
  package static func of(_ type: AnyClass) -> StateNames {
    let chain = declarations.withLock { table in
      lineage(of: type).compactMap { table[ObjectIdentifier($0)] }
    }
    var names = system
    for renamed in chain.flatMap(\.systemNames) {
      names.states = names.states.map { $0.bit == renamed.bit ? (renamed.bit, renamed.name) : $0 }
    }
    for declarations in chain.reversed() {
      names.states += declarations.states
      names.events += declarations.events
      names.internalStates |= declarations.internalStates
    }
    return names
  }

  /// The name of the class `id` stands for, if it declared anything.
  package static func className(of id: ObjectIdentifier) -> String? {
    declarations.withLock { $0[id] }.map { "\($0.type)" }
  }

  /// Makes hosts of `type` call the system state `state` `name` in state tables and messages;
  /// returns `state`.
  package static func name(
    systemState state: ControlState, _ name: String, for type: AnyClass
  ) -> ControlState {
    declarations.withLock { table in
      let id = ObjectIdentifier(type)
      var declarations = table[id] ?? ClassDeclarations(type: type)
      if !declarations.systemNames.contains(where: { $0.bit == state.rawValue }) {
        declarations.systemNames.append((state.rawValue, name))
      }
      table[id] = declarations
    }
    return state
  }

  /// Keeps `state`, declared by `type`, out of the states misuse messages offer.
  package static func keepInternal(_ state: UInt, of type: AnyClass) {
    declarations.withLock { table in table[ObjectIdentifier(type)]?.internalStates |= state }
  }

  /// `normal`, or the bits by name in brackets (`[disabled, valid]`); unnamed bits in hex.
  package func describe(_ state: ControlState, bare: Bool = false) -> String {
    let text = Self.describe(state.rawValue, names: states)
    return bare || state.rawValue == 0 ? text : "[\(text)]"
  }

  package func describe(_ events: ControlEvents) -> String {
    Self.describe(events.rawValue, names: self.events)
  }

  private static func describe(_ bits: UInt, names: [(bit: UInt, name: String)]) -> String {
    if bits == 0 { return "normal" }
    let named = names.filter { bits & $0.bit != 0 }
    let rest = named.reduce(bits) { $0 & ~$1.bit }
    let unnamed = (0..<UInt.bitWidth).filter { rest >> $0 & 1 != 0 }.map { "0x" + String(1 << $0, radix: 16) }
    return (named.map(\.name) + unnamed).joined(separator: ", ")
  }

  /// The bit `name` has in `type`'s class hierarchy: the one it got before, `bit` if given (a
  /// library state at its own bit), or the highest bit free in the hierarchy: not taken by the
  /// class, its superclasses or its subclasses (declared, or registered raw).
  package static func declare(
    _ name: String, isState: Bool, for type: AnyClass, bit fixed: UInt? = nil
  ) -> UInt {
    let id = ObjectIdentifier(type)
    return declarations.withLock { table in
      // Declared before: a generic class declares in a computed `static var`, on every read.
      if let own = table[id],
        let bit = isState
          ? own.states.first(where: { $0.name == name })?.bit
          : own.events.first(where: { $0.name == name })?.bit
      {
        return bit
      }
      return declareNew(name, isState: isState, for: type, bit: fixed, in: &table)
    }
  }

  private static func declareNew(
    _ name: String, isState: Bool, for type: AnyClass, bit fixed: UInt?,
    in table: inout [ObjectIdentifier: ClassDeclarations]
  ) -> UInt {
    let kind = isState ? "state" : "event"
    let chain: [AnyClass] = Array(lineage(of: type))
    let records = chain.map { table[ObjectIdentifier($0)] ?? ClassDeclarations(type: $0) }
    let key = "\(kind) \(name)"
    let namesake: AnyClass? =
      records.dropFirst().first { record in
        isState ? record.states.contains { $0.name == name } : record.events.contains { $0.name == name }
      }?.type ?? records[0].subclassNames[key]
    if let namesake {
      fatalError(
        "QuickControl: \(type) declares \(kind) '\(name)', which \(namesake) already declares; use \(namesake)'s, or choose another name."
      )
    }
    let taken = records.reduce(isState ? records[0].subclassStateBits : records[0].subclassEventBits) {
      $0 | (isState ? $1.stateBits : $1.eventBits)
    }
    let bit: UInt
    if let fixed {
      if taken & fixed != 0 {
        let owner =
          records.lazy.compactMap { record in
            record.states.first { $0.bit & fixed != 0 }.map { "\(record.type).\($0.name)" }
          }
          .first ?? "another declaration"
        fatalError(
          "QuickControl: \(type).\(name) keeps bit 0x\(String(fixed, radix: 16)), which \(owner) has.")
      }
      bit = fixed
    } else {
      let free = (isState ? declarableStates : eventBits) & ~taken
      guard free != 0 else {
        let names = records.reversed().flatMap { record in
          (isState ? record.states.map(\.name) : record.events.map(\.name)).map { "\(record.type).\($0)" }
        }
        let list =
          names.count > 12 ? names.prefix(12).joined(separator: ", ") + ", …" : names.joined(separator: ", ")
        let limit = isState ? stateLimit : eventBits.nonzeroBitCount
        let room =
          isState
          ? "a class, with its superclasses and subclasses, has room for \(limit) declared states (bits 32 to 55, then 19 to 23 of ControlState.application), the states of its rules(by:_:) included"
          : "a class, with its superclasses and subclasses, has room for \(limit) declared events (ControlEvents.applicationReserved)"
        let advice =
          isState
          ? "Combine states into one (the cases of an enumeration with rules(by:_:)), compute the rarer ones with a predicate condition, or move a group of them to a form object of their own (any class can be a ControlStateHost, with its own room)."
          : "Combine events into one, or subscribe to a state instead."
        fatalError(
          "QuickControl: no free \(kind) bit for \(type).\(name): \(room), and \(type)'s hierarchy takes \((taken & (isState ? declarableStates : eventBits)).nonzeroBitCount) (\(list)). Other classes do not count: each class hierarchy has its own bits. \(advice)"
        )
      }
      bit = 1 << (UInt.bitWidth - 1 - free.leadingZeroBitCount)
    }
    var own = records[0]
    if isState { own.states.append((bit, name)) } else { own.events.append((bit, name)) }
    table[ObjectIdentifier(type)] = own
    for var ancestor in records.dropFirst() {
      if isState { ancestor.subclassStateBits |= bit } else { ancestor.subclassEventBits |= bit }
      ancestor.subclassNames[key] = ancestor.subclassNames[key] ?? type
      table[ObjectIdentifier(ancestor.type)] = ancestor
    }
    if fixed != nil && isState { libraryStates.withLock { $0[bit] = (type, name) } }
    return bit
  }

  /// The library's states by bit (``libraryBits``), with their class, once declared.
  private static let libraryStates = Locked<[UInt: (type: AnyClass, name: String)]>([:])

  /// The class that owns a union of a state of `first` and one of `second`: the subclass of the
  /// two; unrelated classes stop, naming both.
  package static func commonOwner(_ first: ObjectIdentifier?, _ second: ObjectIdentifier?)
    -> ObjectIdentifier?
  {
    guard let first, let second, first != second else { return first ?? second }
    let (a, b): (AnyClass?, AnyClass?) = declarations.withLock { ($0[first]?.type, $0[second]?.type) }
    guard let a, let b else { return first }
    if lineage(of: a).contains(where: { $0 == b }) { return first }
    if lineage(of: b).contains(where: { $0 == a }) { return second }
    fatalError(
      "QuickControl: a state combines states of \(a) and of \(b), two unrelated classes: no host has both. Combine states of one class (or of a class and its superclass); to use another class's state, register a state of your own from it with `register(Self.someState, while: .containing(itsState), of: theOtherHost)`."
    )
  }

  /// Stops when `state`, a state declared by another class, is registered by a host of `hostType`.
  package static func checkRegistration(of state: HostState, on hostType: AnyClass) {
    guard let owner = state.owner, !lineage(of: hostType).contains(where: { ObjectIdentifier($0) == owner })
    else { return }
    let (ownerType, name): (AnyClass?, String?) = declarations.withLock { table in
      (table[owner]?.type, table[owner]?.states.first { $0.bit & state.rawValue != 0 }?.name)
    }
    let stateName = "\(ownerType.map { "\($0)" } ?? "another class").\(name ?? state.description)"
    fatalError(
      "QuickControl: \(hostType) registers \(stateName), a state of \(ownerType.map { "\($0)" } ?? "another class"): a \(hostType) computes only its own class's states. Declare the state in \(hostType): `static let name = declareState(\"name\")`, and register that (from the other host's state: `register(Self.name, while: .containing(\(stateName)), of: theOtherHost)`)."
    )
  }

  /// Stops when `condition` names a state of a class that `hostType` is not a kind of: such a
  /// state is never on in the host, and its bit may be one of the host's own states. Exact for
  /// declared states (they carry their class) and for the library's (their bits are their own);
  /// `computed`, the bits the host registers, are its own raw states (0.x code) and pass.
  package static func checkOwnership(of condition: StateCondition, on hostType: AnyClass, computed: UInt) {
    let foreign: (owner: String, states: String)?
    if let owner = condition.owner, !lineage(of: hostType).contains(where: { ObjectIdentifier($0) == owner })
    {
      foreign = declarations.withLock { table in
        let record = table[owner]
        let names = record?.states.filter { condition.state.rawValue & $0.bit != 0 }.map(\.name) ?? []
        return (
          record.map { "\($0.type)" } ?? "another class",
          names.isEmpty ? "a state" : names.joined(separator: ", ")
        )
      }
    } else if condition.state.rawValue & libraryBits & ~computed != 0 {
      let bits = condition.state.rawValue & libraryBits & ~computed
      foreign = libraryStates.withLock { states in
        states.lazy.filter { bits & $0.key != 0 }.map(\.value)
          .first { owner in !lineage(of: hostType).contains { $0 == owner.type } }
          .map { ("\($0.type)", $0.name) }
      }
    } else {
      foreign = nil
    }
    guard let (owner, stateName) = foreign else { return }
    let name = "\(owner).\(stateName)"
    fatalError(
      "QuickControl: \(name) is a state of \(owner), and a \(hostType) never has it: a condition with it on a \(hostType) would never hold, or would mean another state at the same bit. To use a \(owner)'s state, declare a state of \(hostType) and register it with `register(Self.someState, while: .containing(\(name)), of: the\(owner))`; to style a target by a \(owner)'s state, store the value on that \(owner): `the\(owner).setValue(value, for: keyPath, of: target, when: .containing(\(name)))`."
    )
  }

  /// Notes the bits of a state a host of `hostType` registers: a bit its hierarchy does not declare
  /// is a raw state (0.x code), which no declaration there takes from then on.
  package static func noteRegistration(of bits: UInt, on hostType: AnyClass) {
    let bits = bits & declarableStates
    guard bits != 0 else { return }
    declarations.withLock { table in
      let chain: [AnyClass] = Array(lineage(of: hostType))
      let declared = chain.reduce(0 as UInt) { bits, type in
        bits | (table[ObjectIdentifier(type)]?.states.reduce(0) { $0 | $1.bit } ?? 0)
      }
      let raw = bits & ~declared
      guard raw != 0 else { return }
      for index in chain.indices {
        let id = ObjectIdentifier(chain[index])
        var record = table[id] ?? ClassDeclarations(type: chain[index])
        if index == 0 { record.rawStateBits |= raw } else { record.subclassStateBits |= raw }
        table[id] = record
      }
    }
  }

  /// A key path as printed, each computed component that Linux prints as an address named by the
  /// binary's symbol table (`isSelected`, `[Int]` for a subscript), or `<computed Bool>` when the
  /// binary is stripped.
  package static func name(of keyPath: AnyKeyPath?) -> String {
    guard let keyPath else { return "a predicate" }
    return "\(keyPath)".replacing(/<computed 0x([0-9a-fA-F]+)(?: \((.*?)\))?>/) { match in
      #if os(Linux)
        if let address = UInt(match.1, radix: 16), let name = KeyPathSymbols.name(ofGetterAt: address) {
          return name
        }
      #endif
      return match.2.map { "<computed \($0)>" } ?? "<computed>"
    }
  }
}
