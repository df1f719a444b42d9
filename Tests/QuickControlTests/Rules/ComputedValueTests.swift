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

@MainActor
@Suite("Values computed when applied: data-dependent looks need no re-storing")
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
}
