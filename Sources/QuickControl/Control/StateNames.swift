import Foundation

/// The names of state and event bits (the system's and those each host class declares) and of key paths.
package struct StateNames: Sendable {
  package var states: [(bit: UInt, name: String)], events: [(bit: UInt, name: String)]

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
  /// Every declaration, grouped by class in the order of each class's first one; `isCase`: a state
  /// of `rules(by:_:)`, whose bit is its class hierarchy's own, not the app's.
  private static let declared = Locked<
    [(type: AnyClass, isState: Bool, bit: UInt, name: String, isCase: Bool)]
  >(
    [])
  /// The state bits registered without being declared (0.x raw states): never declared.
  private static let rawBits = Locked<UInt>(0)

  /// The classes that call a system state by a name of their own (the PIN's editing, UIKit's highlighted bit).
  private static let systemStateNames = Locked<[(type: AnyClass, bit: UInt, name: String)]>([])

  /// Every name a host of `type` knows: the system's (or its class's name for a system bit), its
  /// class's and its superclasses'.
  package static func of(_ type: AnyClass) -> StateNames {
    var names = system
    for renamed in systemStateNames.withLock({ $0.filter { isClass(type, kindOf: $0.type) } }) {
      names.states = names.states.map { $0.bit == renamed.bit ? (renamed.bit, renamed.name) : $0 }
    }
    return declared.withLock { $0.filter { isClass(type, kindOf: $0.type) } }.reduce(into: names) {
      if $1.isState { $0.states.append(($1.bit, $1.name)) } else { $0.events.append(($1.bit, $1.name)) }
    }
  }

  /// Makes hosts of `type` call the system state `state` `name` in state tables and messages;
  /// returns `state`.
  package static func name(
    systemState state: ControlState, _ name: String, for type: AnyClass
  ) -> ControlState {
    systemStateNames.withLock { names in
      if !names.contains(where: { $0.type == type && $0.bit == state.rawValue }) {
        names.append((type, state.rawValue, name))
      }
    }
    return state
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

  /// The bits a state may have: `ControlState.application` and, where `UInt` has 64 bits, bits 32 to 60
  /// (the top three are the trait states).
  package static let stateBits: UInt =
    ControlState.application.rawValue | (UInt.bitWidth == 64 ? ~(0 as UInt) >> 3 & ~0xFFFF_FFFF : 0)
  /// The bits the library's 0.x states keep (`PinCodeControl.filled`…, `PlaceholderTextView.empty`…),
  /// where 0.x apps' own raw states may lie too.
  package static let library0xBits: UInt = 0x0007_0000
  /// The bits ``declareState(_:)`` hands out: every state bit but the three the library's 0.x states keep.
  package static let declarableStates: UInt = stateBits & ~library0xBits
  /// How many states an app may declare with ``declareState(_:)`` (34 on 64-bit platforms).
  package static var stateLimit: Int { declarableStates.nonzeroBitCount }

  /// The bit `name` has, or `bit` if given (a library state keeping its 0.x bit), or the highest free bit:
  /// for a state, free in the whole app (declared states are at most ``stateLimit``), so that a
  /// state names one class; for a state of `rules(by:_:)` (`isCase`) and an event,
  /// free among the related classes' declarations. No state takes a bit registered raw.
  package static func declare(
    _ name: String, isState: Bool, for type: AnyClass, bit fixed: UInt? = nil, isCase: Bool = false
  ) -> UInt {
    let kind = isState ? "state" : "event"
    return declared.withLock { declared in
      let related = declared.filter {
        $0.isState == isState && (isClass(type, kindOf: $0.type) || isClass($0.type, kindOf: type))
      }
      if let same = related.first(where: { $0.name == name }) {
        guard same.type == type else {
          fatalError(
            "QuickControl: \(type) declares \(kind) '\(name)', which \(same.type) already declares; use \(same.type)'s, or choose another name."
          )
        }
        return same.bit
      }
      let relatedBits = related.reduce(0) { $0 | $1.bit }
      var free: UInt
      if isState && fixed == nil {
        // A declared state: unique in the app. A case state: unique in its class hierarchy.
        let appBits = isCase ? 0 : declared.filter { $0.isState && !$0.isCase }.reduce(0) { $0 | $1.bit }
        free = declarableStates & ~appBits & ~relatedBits & ~rawBits.withLock { $0 }
        if free == 0 && !isCase {
          let count = declared.filter { $0.isState && !$0.isCase && $0.bit & declarableStates != 0 }.count
          fatalError(
            "QuickControl: no free state bit for \(type).\(name): the app declares \(count) states with declareState(_:), and ControlState has room for \(stateLimit) (bits 32 to 60, then 19 to 23; the others are UIKit's, the library's 0.x states' and the trait states'). Each declared state's bit is its own in the whole app, so that a state of one class used on a host of another stops instead of matching silently. Combine states into one (the cases of an enumeration with setValues(for:of:by:), whose states are their class's own and do not count), or compute the rarer ones with a predicate condition."
          )
        }
      } else {
        free = (isState ? stateBits : 0x0F00_0000) & ~relatedBits
      }
      if let fixed, free & fixed != fixed {
        let owner =
          related.first { $0.bit & fixed != 0 }.map { "\($0.type).\($0.name)" } ?? "another declaration"
        fatalError(
          "QuickControl: \(type).\(name) keeps bit 0x\(String(fixed, radix: 16)), which \(owner) has.")
      }
      guard free != 0 else {
        let taken = related.map { "\($0.type).\($0.name)" }
        let list =
          taken.count > 12 ? taken.prefix(12).joined(separator: ", ") + ", …" : taken.joined(separator: ", ")
        fatalError(
          "QuickControl: no free \(kind) bit for \(type).\(name): its class hierarchy already declares \(taken.count) \(kind)s (\(list)). Combine \(kind)s into one (for states, the cases of an enumeration with setValues(for:of:by:)), or compute the rarer ones with a predicate condition."
        )
      }
      // The highest free bit: raw bits in 0.x code count from 1 << 16 up.
      let bit: UInt = fixed ?? 1 << (UInt.bitWidth - 1 - free.leadingZeroBitCount)
      let index = declared.lastIndex { $0.type == type }.map { $0 + 1 } ?? declared.endIndex
      declared.insert((type, isState, bit, name, isCase), at: index)
      return bit
    }
  }

  /// Stops when a bit of `bits` is a state declared (with ``declareState(_:)``) by a class that
  /// `hostType` is not a kind of: such a state is never on in the host, and its bit would silently
  /// mean something else there. Exact: a declared state's bit is its own in the whole app.
  package static func checkOwnership(of bits: UInt, on hostType: AnyClass) {
    guard bits != 0 else { return }
    let foreign = declared.withLock { declared in
      declared.filter {
        $0.isState && !$0.isCase && bits & $0.bit != 0 && !isClass(hostType, kindOf: $0.type)
      }
    }
    guard let state = foreign.first else { return }
    let name = "\(state.type).\(state.name)"
    let raw =
      ControlState.application.rawValue & state.bit != 0
      ? " (If 0x\(String(state.bit, radix: 16)) is a raw state of \(hostType)'s own, it is \(name)'s bit too: declare that state with `declareState(_:)`.)"
      : ""
    fatalError(
      "QuickControl: \(name) is a state of \(state.type), and a \(hostType) never has it: a condition with it on a \(hostType) would never hold. To use a \(state.type)'s state, declare a state of \(hostType) and register it with `register(Self.someState, while: .containing(\(name)), of: the\(state.type))`; to style a target by a \(state.type)'s state, store the value on that \(state.type): `the\(state.type).setValue(value, for: keyPath, of: target, when: .containing(\(name)))`.\(raw)"
    )
  }

  /// Checks the bits of a state a host of `hostType` registers: a state declared by a class the
  /// host is not a kind of stops, naming both; a bit nobody declared is a raw state, which no
  /// declaration takes from then on.
  package static func noteRegistration(of bits: UInt, on hostType: AnyClass) {
    let bits = bits & declarableStates
    guard bits != 0 else { return }
    // A case state of the host's class at the same bit is the host's own (case states share bits).
    let foreign = declared.withLock { declared in
      declared.first { state in
        state.isState && !state.isCase && bits & state.bit != 0
          && !declared.contains { $0.isState && $0.bit == state.bit && isClass(hostType, kindOf: $0.type) }
      }
    }
    if let state = foreign {
      fatalError(
        "QuickControl: \(hostType) registers 0x\(String(state.bit, radix: 16)), the bit of \(state.type).\(state.name), a state of \(state.type): a condition with \(state.type).\(state.name) on a \(hostType) would silently mean it. Declare the state in \(hostType): `static let name = declareState(\"name\")`, and register that."
      )
    }
    let undeclared = declared.withLock { declared in
      declared.filter { $0.isState && isClass(hostType, kindOf: $0.type) }.reduce(bits) { $0 & ~$1.bit }
    }
    if undeclared != 0 { rawBits.withLock { $0 |= undeclared } }
  }

  /// The class whose `rules(by:_:)` conditions carry `owner`, checked on a host of `hostType`.
  package static func checkCaseOwner(_ id: ObjectIdentifier, on hostType: AnyClass, condition: StateCondition)
  {
    guard
      !sequence(first: hostType, next: { _getSuperclass($0) }).contains(where: { ObjectIdentifier($0) == id }
      ),
      let owner = declared.withLock({ $0.first { ObjectIdentifier($0.type) == id }?.type })
    else { return }
    let names = of(owner)
    fatalError(
      "QuickControl: \(condition.description(naming: names, showsPriority: false)) is a condition over \(owner)'s states (from \(owner)'s condition(_:is:)), and a \(hostType) never has them. Register a state of your own from it with `register(Self.someState, while: theCondition, of: the\(owner))`, or store the value on that \(owner)."
    )
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

  private static func isClass(_ type: AnyClass, kindOf ancestor: AnyClass) -> Bool {
    sequence(first: type, next: { _getSuperclass($0) }).contains { $0 == ancestor }
  }
}
