import TestSupport
import Testing

@testable import QuickControl

/// The plan card of the styling yardstick, reduced to its states and a border: the app's own
/// recommended and loading states next to UIKit's.
@MainActor
private final class PlanCard: QUIckControl {
  nonisolated static let recommended = declareState("recommended")
  nonisolated static let loading = declareState("loading")

  var isRecommended = false { didSet { applyCurrentState() } }
  var isLoading = false { didSet { applyCurrentState() } }
  let border = Label()
  let checkmark = Label()
  var diagnostics: [String] = []

  override func setUp() {
    stateEngine.diagnosticHandler = { [unowned self] in diagnostics.append($0.message) }
    register(Self.recommended, while: \.isRecommended)
    register(Self.loading, while: \.isLoading)
  }

  func set(_ state: ControlState) {
    performTransition {
      isEnabled = !state.contains(.disabled)
      isSelected = state.contains(.selected)
      isHighlighted = state.contains(.highlighted)
      isRecommended = state.contains(Self.recommended)
      isLoading = state.contains(Self.loading)
    }
  }

  /// Every combination of the five states the card's rules read.
  static let allStates: [ControlState] = {
    let bits: [HostState] = [.disabled, .selected, .highlighted, recommended, loading]
    return (0..<32).map { mask in
      bits.indices.reduce(into: ControlState()) {
        if mask >> $1 & 1 != 0 { $0.insert(ControlState(bits[$1])) }
      }
    }
  }()
}

/// README's `CodeField`, with the control's own layer for its border: a value in each of the three shapes.
@MainActor
private final class ReadmeCodeField: QUIckControl {
  nonisolated static let filled = declareState("filled")
  var code = "" { didSet { applyCurrentState() } }
  var isFilled: Bool { code.count == 4 }

  override func setUp() {
    register(Self.filled, while: \.isFilled)
    setValue(UIColor.systemBlue, for: \.borderColor, of: layer, when: .containing(Self.filled))
    setValues(for: \.alpha, [.disabled: 0.5, .highlighted: 0.8, .normal: 1])
    setValue(for: \.accessibilityValue) { "\($0.code.count) of 4" }
  }
}

@MainActor
@Suite("Rule lists: the first rule that matches wins")
struct RuleListTests {
  /// The designer's table for the border: disabled overrides everything, selected and recommended
  /// has its own width, then selected, then the base.
  private func designersBorder(_ state: ControlState) -> Double {
    if state.contains(.disabled) { return 1 }
    if state.contains([.selected, PlanCard.recommended]) { return 3 }
    if state.contains(.selected) { return 2 }
    return 0.5
  }

  @Test func theDesignersTableMapsToLinesOneToOne() {
    let card = PlanCard()
    card.setValues(for: \.width, of: card.border) {
      (.disabled, 1)
      ([.selected, PlanCard.recommended], 3)
      (.selected, 2)
      (.always, 0.5)
    }
    for state in PlanCard.allStates {
      card.set(state)
      #expect(card.border.width == designersBorder(state), "in \(state.rawValue)")
    }
    #expect(card.diagnostics.isEmpty)
  }

  @Test func theReadmesThreeShapesDoWhatItsCommentSays() {
    let field = ReadmeCodeField()
    #expect(field.layer.borderColor == nil && field.alpha == 1 && field.accessibilityValue == "0 of 4")
    field.code = "1234"
    #expect(field.layer.borderColor == UIColor.systemBlue.cgColor && field.accessibilityValue == "4 of 4")
    field.isHighlighted = true
    #expect(field.alpha == 0.8)
    field.isEnabled = false
    #expect(field.alpha == 0.5, "disabled is the first pair: it wins over highlighted")
    field.isEnabled = true
    field.isHighlighted = false
    #expect(field.alpha == 1, "the last .normal pair is the fallback")
  }

  @Test func rulesAreEqualWhenTheirConditionsAndValuesAre() {
    #expect(StateRule(.containing(.disabled), 0.4) == StateRule(.containing(.disabled), 0.4))
    #expect(StateRule(.containing(.disabled), 0.4) != StateRule(.containing(.disabled), 0.5))
    #expect(StateRule(.containing(.disabled), 0.4) != StateRule(.exactly(.disabled), 0.4))
    let predicate = StateCondition.matching(priority: 1) { $0.contains(.selected) }
    #expect(StateRule(predicate, 1) == StateRule(predicate, 1))
    #expect(StateRule(predicate, 1) != StateRule(.matching(priority: 1) { $0.contains(.selected) }, 1))
  }

  @Test func pairsOnOneLineReadAsTheSameTable() {
    let card = PlanCard()
    card.setValues(
      for: \.width, of: card.border,
      [.disabled: 1, [.selected, PlanCard.recommended]: 3, .selected: 2, .normal: 0.5])
    for state in PlanCard.allStates {
      card.set(state)
      #expect(card.border.width == designersBorder(state), "in \(state.rawValue)")
    }
    // Without `otherwise`, the target gets its own value back where no pair matches.
    let plain = PlanCard()
    let own = plain.border.width
    plain.setValues(for: \.width, of: plain.border, [.selected: 2])
    plain.set(.selected)
    #expect(plain.border.width == 2)
    plain.set([])
    #expect(plain.border.width == own)
  }

  @Test func theOrderOfLinesElsewhereChangesNothing() {
    // The same rules, the lists stored in the opposite order and other properties in between:
    // with per-state priorities, swapping two lines changed selected + highlighted.
    let first = PlanCard()
    let second = PlanCard()
    first.setValues(for: \.width, of: first.border) {
      ([.selected, PlanCard.recommended], 3)
      (.selected, 2)
    }
    first.setValues(for: \.text, of: first.checkmark) {
      (.containingAny([.disabled, PlanCard.loading]), nil)
      (.selected, "✓")
    }
    second.setValues(for: \.text, of: second.checkmark) {
      (.containingAny([.disabled, PlanCard.loading]), nil)
      (.selected, "✓")
    }
    second.setValue("pressed", for: \.color, of: second.border, when: .containing(.highlighted))
    second.setValues(for: \.width, of: second.border) {
      ([.selected, PlanCard.recommended], 3)
      (.selected, 2)
    }
    for state in PlanCard.allStates {
      first.set(state)
      second.set(state)
      #expect(first.border.width == second.border.width)
      #expect(first.checkmark.text == second.checkmark.text)
      let selected = state.contains(.selected)
      #expect(first.border.width == (selected ? (state.contains(PlanCard.recommended) ? 3 : 2) : 1))
      let dimmed = !state.isDisjoint(with: ControlState([.disabled, PlanCard.loading]))
      #expect(first.checkmark.text == (dimmed ? nil : selected ? "✓" : "default"))
    }
  }

  @Test func aRuleBeatsTheRulesBelowWhateverTheirKinds() {
    // "Checkmark hidden while loading" lost to "shown while selected" with priorities by kind
    // (containingAny 500 against containing 999). In a list, the line above wins.
    let card = PlanCard()
    card.setValues(for: \.text, of: card.checkmark) {
      (.containingAny([.disabled, PlanCard.loading]), nil)
      (.selected, "✓")
    }
    card.set(ControlState([.selected, PlanCard.loading]))
    #expect(card.checkmark.text == nil)
    card.set(.selected)
    #expect(card.checkmark.text == "✓")
  }

  @Test func withNoRuleMatchingTheTargetGetsItsOwnValueBack() {
    let card = PlanCard()
    card.setValues(for: \.text, of: card.checkmark) {
      (.selected, "✓")
    }
    card.set(.selected)
    #expect(card.checkmark.text == "✓")
    card.set([])
    #expect(card.checkmark.text == "default")
  }

  @Test func aNewListReplacesTheOldOneAndKeepsTheTargetsOwnValue() {
    let card = PlanCard()
    card.set(.selected)
    card.setValues(for: \.text, of: card.checkmark) {
      (.selected, "✓")
      (.always, "old base")
    }
    #expect(card.checkmark.text == "✓")
    card.setValues(for: \.text, of: card.checkmark) {
      (.highlighted, "pressed")
    }
    #expect(card.checkmark.text == "default", "no rule of the new list matches; the old ones are gone")
    card.set(.highlighted)
    #expect(card.checkmark.text == "pressed")
  }

  @Test func rulesOutrankValuesStoredAtDefaultPriorities() {
    let card = PlanCard()
    card.setValue(9, for: \.width, of: card.border, when: .exactly(.selected))
    card.setValues(for: \.width, of: card.border) {
      (.selected, 2)
    }
    card.set(.selected)
    #expect(card.border.width == 2)
  }

  @Test func aRuleIsReadAndRemovedByTheConditionItWasWrittenWith() {
    // Before: its position had replaced its priority, so both calls silently found nothing.
    let card = PlanCard()
    card.setValues(for: \.text, of: card.checkmark) {
      (.disabled, "off")
      (.selected, "✓")
      (.containing(PlanCard.recommended, priority: 5), "★")
    }
    #expect(card.value(for: \.text, of: card.checkmark, when: .containing(.selected)) == "✓")
    #expect(
      card.value(for: \.text, of: card.checkmark, when: .containing(PlanCard.recommended, priority: 5)) == "★"
    )
    #expect(card.value(for: \.text, of: card.checkmark, when: .containing(PlanCard.recommended)) == nil)
    card.set(.selected)
    #expect(card.checkmark.text == "✓")
    card.removeValues(for: \.text, of: card.checkmark, when: .containing(.selected))
    #expect(card.checkmark.text == "default")
    #expect(card.value(for: \.text, of: card.checkmark, when: .containing(.selected)) == nil)
    #expect(card.value(for: \.text, of: card.checkmark, when: .containing(.disabled)) == "off")
    card.set(.disabled)
    #expect(card.checkmark.text == "off", "the other rules keep their places")
  }

  @Test func valuesStoredWithSetValueSurviveAListWhateverTheOrder() {
    // Before: a list removed the values stored before it, and kept those stored after it.
    for listFirst in [false, true] {
      let card = PlanCard()
      let storeValue = {
        card.setValue(7, for: \.width, of: card.border, when: .containing(.disabled, priority: 2_000_000))
      }
      if !listFirst { storeValue() }
      card.setValues(for: \.width, of: card.border) {
        (.selected, 2)
        (.always, 1)
      }
      if listFirst { storeValue() }
      card.set(.disabled)
      #expect(card.border.width == 7, "list first: \(listFirst)")
      card.set(.selected)
      #expect(card.border.width == 2)
      card.setValues(for: \.width, of: card.border) {
        (.highlighted, 3)
      }
      card.set(.disabled)
      #expect(card.border.width == 7, "a new list replaces the list only")
      card.set(.selected)
      #expect(card.border.width == 1, "the old list's rules are gone: the target's own value")
    }
  }

  @Test func ifAndForBuildRulesInOrder() {
    let card = PlanCard()
    let dimsWhileLoading = true
    let widths: [(ControlState, Double)] = [(.highlighted, 4), (.selected, 2)]
    card.setValues(for: \.width, of: card.border) {
      if dimsWhileLoading { (PlanCard.loading, 0) } else { (PlanCard.loading, 1) }
      for (state, width) in widths { StateRule(.containing(state), width) }
    }
    card.set([.highlighted, .selected])
    #expect(card.border.width == 4)
    card.set(ControlState([.highlighted, PlanCard.loading]))
    #expect(card.border.width == 0)
  }

  @Test func theHostsOwnPropertiesTakeAList() {
    let card = PlanCard()
    card.setValues(for: \.isRecommended) {
      (.selected, true)
    }
    card.set(.selected)
    #expect(card.isRecommended)
  }

  // MARK: - Rules that can never win

  // The report is a debug build's; `unreachable(_:)`, its analysis, is tested in every build below.
  #if DEBUG

    @Test func aRuleBelowAMoreGeneralOneIsReportedWithTheRuleThatShadowsIt() {
      let card = PlanCard()
      card.setValues(for: \.width, of: card.border) {
        (.disabled, 1)
        (.selected, 2)
        ([.selected, PlanCard.recommended], 3)
      }
      #expect(card.diagnostics.count == 1)
      let message = card.diagnostics.first ?? ""
      #expect(message.hasPrefix("rule 3 of PlanCard's rules for"))
      #expect(message.contains("containing(selected, recommended), can never win"))
      #expect(message.contains("rule 2 (containing(selected)) matches every state it matches"))
    }

    @Test func everyRuleBelowAlwaysIsReported() {
      let card = PlanCard()
      card.setValues(for: \.width, of: card.border) {
        (.always, 1)
        (.selected, 2)
        (.exactly(.disabled), 3)
      }
      #expect(card.diagnostics.count == 2)
      #expect(card.diagnostics.allSatisfy { $0.contains("rule 1 (always) matches every state it matches") })
    }

    @Test func aRuleShadowedOnlyByTwoAboveItNamesBoth() {
      let card = PlanCard()
      card.setValues(for: \.width, of: card.border) {
        (.selected, 1)
        (.containingNone(.selected), 2)
        (.highlighted, 3)
      }
      #expect(card.diagnostics.count == 1)
      #expect(card.diagnostics.first?.contains("rules 1, 2 match every state it matches") == true)
    }
  #endif

  @Test func anExactRuleBelowContainingRulesIsReachableThroughAnotherBit() {
    // `exactly(selected)` is shadowed by `containing(selected)`; `exactly([])` is not shadowed by
    // `containingAny(selected)`, and neither is a rule behind a predicate.
    #expect(
      StateRule<Void>.unreachable([.containing(.selected), .exactly(.selected)]).map(\.position) == [1])
    #expect(StateRule<Void>.unreachable([.containingAny(.selected), .exactly([])]).isEmpty)
    #expect(
      StateRule<Void>.unreachable([.matching(priority: 0) { _ in true }, .containing(.selected)]).isEmpty)
    #expect(
      StateRule<Void>.unreachable([.containing(.selected), .matching(priority: 0) { _ in false }]).isEmpty)
    #expect(StateRule<Void>.unreachable([.containingAny([])]).map(\.position) == [0])
  }

  @Test func theReportAgreesWithEveryStateTried() {
    // A rule is reported exactly when, over all states of six bits, no state reaches it.
    var rng = SeededGenerator(seed: 33)
    let bits: [ControlState] = [
      .disabled, .selected, .highlighted, .focused, PlanCard.recommended, PlanCard.loading,
    ].map { ControlState($0) }
    let states = (0..<64).map { mask in
      bits.indices.reduce(into: ControlState()) { if mask >> $1 & 1 != 0 { $0.insert(bits[$1]) } }
    }
    for _ in 0..<300 {
      let conditions: [StateCondition] = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
        let state = bits.filter { _ in Bool.random(using: &rng) }.reduce(into: ControlState()) {
          $0.insert($1)
        }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .exactly(state)
        case 1: return .containing(state)
        case 2: return .notContaining(state)
        case 3: return .containingAny(state)
        default: return .containingNone(state)
        }
      }
      let reported = Set(StateRule<Void>.unreachable(conditions).map(\.position))
      let reached = Set(states.compactMap { state in conditions.firstIndex { $0.matches(state) } })
      #expect(reported == Set(conditions.indices).subtracting(reached), "\(conditions)")
    }
  }

  @Test func randomListsApplyTheFirstMatchingRule() {
    var rng = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let card = PlanCard()
      let rules: [(StateCondition, Double)] = (0..<Int.random(in: 1...6, using: &rng)).map { index in
        let state = [HostState.disabled, .selected, .highlighted, PlanCard.recommended, PlanCard.loading]
          .filter { _ in Bool.random(using: &rng) }.reduce(HostState.normal) { $0.union($1) }
        let condition: StateCondition =
          Bool.random(using: &rng) ? .containing(state) : .containingAny(state, priority: 2_000_000)
        return (condition, Double(index))
      }
      card.setValues(for: \.width, of: card.border) {
        for (condition, value) in rules { StateRule(condition, value) }
      }
      for state in PlanCard.allStates.shuffled(using: &rng).prefix(8) {
        card.set(state)
        let expected = rules.first { $0.0.matches(card.state) }?.1 ?? 1
        #expect(card.border.width == expected)
      }
    }
  }
}
