import QuickControl

// The engine's PIN styling over ``Item``s (``EnginePin``, ``ObservationTrackedPin``),
// registered from ``PinStyle``'s value table. Each `setValue` keeps its
// key-path literal on the concrete item type: the engine turns a write into a
// direct store only when it sees the literal at the inlined call site (a key
// path formed in generic code or passed in a variable is written through the
// run-time projection), so this is not one generic function for both item types.
//
// ``UncheckedEnginePin`` writes the same loops over ``UncheckedItem``s in its own
// file, on purpose: a release build compiles each source file to its own LLVM
// module, and in one module LLVM merges the two types' write functions (they
// are identical but for a constant) into one shared function behind a thunk
// each, which cost the PIN transition ≈ 54 instructions (+1.7 %) more.

extension QUIckControl {
  /// Registers ``PinStyle``'s fill, border and width values for each of `items`.
  func setPinStyleValues(for items: [Item]) {
    for item in items {
      for (value, states) in PinStyle.fillValues {
        setValue(value, for: \.fillColor, of: item, when: states)
      }
      for (value, states) in PinStyle.borderValues {
        setValue(value, for: \.borderColor, of: item, when: states)
      }
      for (value, states) in PinStyle.widthValues {
        setValue(value, for: \.borderWidth, of: item, when: states)
      }
    }
  }
}
