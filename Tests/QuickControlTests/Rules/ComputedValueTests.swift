import TestSupport
import Testing

@testable import QuickControl

/// A plan, the data a card shows.
private struct Plan {
  var name: String
  var price: Int
}

/// A plan card whose price and spoken label come from its data.
@MainActor
private final class PriceCard: QUIckControl {
  nonisolated static let unavailable = declareState("unavailable")

  var plan = Plan(name: "Pro", price: 9) { didSet { applyCurrentState() } }
  var isUnavailable = false { didSet { applyCurrentState() } }
  let price = Label()
  var spokenLabel = ""
  var computations = 0

  override func setUp() {
    register(Self.unavailable, while: \.isUnavailable)
    setValue(for: \.text, of: price, when: .always) { card in
      card.computations += 1
      return "$\(card.plan.price)/month"
    }
    setValue("Sold out", for: \.text, of: price, when: .containing(Self.unavailable))
    setValue(for: \.spokenLabel, when: .always) { card in
      "\(card.plan.name), \(card.plan.price) dollars\(card.isSelected ? ", chosen" : "")"
    }
  }
}

/// README's idiom for a registered state's input: a property whose `didSet` applies the state, here the
/// target of a value computed from the card.
@MainActor
private final class TitledCard: QUIckControl {
  nonisolated static let named = declareState("named")
  var name = "Ada" { didSet { applyCurrentState() } }
  var title = "" {
    didSet {
      titleWrites.append(AnimatedWrites.isInsideAnimation ? "animated" : "at once")
      applyCurrentState()
    }
  }
  var titleWrites: [String] = []
  var isNamed = false { didSet { applyCurrentState() } }
  override func setUp() { register(Self.named, while: \.isNamed) }
}

/// Whether the headless engine's observed animation is running its writes.
@MainActor
private enum AnimatedWrites {
  static var isInsideAnimation = false
}

@MainActor
@Suite("Values computed when applied: data-dependent looks need no re-storing", .serialized)
struct ComputedValueTests {
  @Test func aChangeOfDataIsShownWithoutStoringAgain() {
    let card = PriceCard()
    #expect(card.price.text == "$9/month")
    card.plan.price = 12
    #expect(card.price.text == "$12/month")
    card.plan = Plan(name: "Team", price: 30)
    #expect(card.price.text == "$30/month")
    #expect(card.spokenLabel == "Team, 30 dollars")
  }

  @Test func aComputedValueRanksLikeAnyOther() {
    let card = PriceCard()
    card.isUnavailable = true
    #expect(card.price.text == "Sold out", "containing (999) beats always (0)")
    card.plan.price = 15
    #expect(card.price.text == "Sold out", "a computed value that does not win is not written")
    card.isUnavailable = false
    #expect(card.price.text == "$15/month")
  }

  @Test func itReadsTheStateItIsWrittenIn() {
    let card = PriceCard()
    card.isSelected = true
    #expect(card.spokenLabel == "Pro, 9 dollars, chosen")
    card.isSelected = false
    #expect(card.spokenLabel == "Pro, 9 dollars")
  }

  @Test func aTransitionComputesOnceAtItsCommit() {
    let card = PriceCard()
    let before = card.computations
    card.performTransition {
      card.plan.price = 1
      card.plan.price = 2
      card.plan.price = 3
    }
    #expect(card.price.text == "$3/month")
    #expect(card.computations == before + 1)
  }

  @Test func removingItRestoresTheTargetsOwnValue() {
    let card = PriceCard()
    card.removeValues(for: \.text, of: card.price)
    #expect(card.price.text == "default")
    card.plan.price = 99
    #expect(card.price.text == "default", "a removed computed value is not written again")
  }

  @Test func theTableSaysItIsComputed() {
    let card = PriceCard()
    #expect(card.stateTableDescription.contains("always priority 0 = computed when applied"))
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aComputedValueWhoseTargetAppliesInItsDidSetSettles() async {
      // Before: the rewrite after each apply wrote the title outside the pass, its didSet applied,
      // which rewrote it again: the stack overflowed.
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          var diagnostics: [String] = []
          let card = TitledCard()
          card.stateEngine.diagnosticHandler = { diagnostics.append($0.message) }
          card.setValue(for: \.title) { $0.name }
          precondition(card.title == "Ada")
          card.name = "Grace"
          precondition(card.title == "Grace")
          card.isNamed = true
          precondition(card.title == "Grace" && diagnostics.isEmpty, "\(diagnostics)")
        }
      }
    }

    @Test func aComputedValueWhoseClosureAppliesOrStoresSettles() async {
      // Before: the closure ran outside the pass, where its own apply was not queued: unbounded recursion.
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          var diagnostics: [String] = []
          let card = TitledCard()
          card.stateEngine.diagnosticHandler = { diagnostics.append($0.message) }
          let badge = Label()
          card.setValue(for: \.text, of: badge) { card in
            card.applyCurrentState()
            card.setValue(card.name, for: \.accessibilityLabel, when: .always)
            return card.name
          }
          card.name = "Grace"
          precondition(badge.text == "Grace" && card.accessibilityLabel == "Grace")
          precondition(diagnostics.isEmpty, "\(diagnostics)")
        }
      }
    }
  #endif

  @Test func aComputedValueIsWrittenOnceWhenItStartsToWinInsideTheAnimation() {
    let card = TitledCard()
    card.stateChangeAnimationDuration = 0.2
    card.setValue(for: \.title, when: .containing(TitledCard.named)) { $0.name }
    card.titleWrites = []
    StateEngine.animationObserver = { _, writes in
      AnimatedWrites.isInsideAnimation = true
      writes()
      AnimatedWrites.isInsideAnimation = false
    }
    defer { StateEngine.animationObserver = nil }
    card.isNamed = true
    // Before: written in the pass, then again after it, outside the animation.
    #expect(card.title == "Ada")
    #expect(card.titleWrites == ["animated"])
  }

  @Test func anApplyWithTheSameStateComputesTheShownValueOnceAgain() {
    let card = TitledCard()
    card.setValue(for: \.title) { $0.name }
    card.titleWrites = []
    card.name = "Grace"
    #expect(card.title == "Grace")
    #expect(card.titleWrites == ["at once"])
    card.applyCurrentState()
    #expect(card.titleWrites.count == 2, "the data it reads may have changed behind the engine")
  }

  @Test func dataChangedByASubscriberDuringAPassIsShown() {
    let card = TitledCard()
    card.setValue(for: \.title) { $0.name }
    card.subscribe(to: .containing(TitledCard.named)) { card in card.name = "Named \(card.name)" }
    card.isNamed = true
    #expect(card.title == "Named Ada")
  }
}
