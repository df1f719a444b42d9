//: # Per-state styling
//: A `QUIckControl` computes custom state bits from Boolean properties. You declare
//: what each state looks like — for the control and for any other object — and the
//: control applies the best-matching value whenever its state changes.
//:
//: Run the `QuickControl` scheme for an iOS simulator first (see DEVELOPERS.md,
//: "The Xcode playground"), then open the live view (Editor ▸ Live View).
import PlaygroundSupport
import QuickControl
import UIKit

/// A checkbox card: no `update()`, only values per state.
final class CheckCard: QUIckControl {
  /// The card's own state: the bit is chosen for it, the name is what the state table prints.
  static let checked = declareState("checked")

  var isChecked = false {
    didSet { applyCurrentState() }
  }
  let title = UILabel(frame: CGRect(x: 16, y: 12, width: 248, height: 22))
  let detail = UILabel(frame: CGRect(x: 16, y: 38, width: 248, height: 22))

  /// Called by both initialisers: no `init` pair to write.
  override func setUp() {
    addSubview(title)
    addSubview(detail)
    layer.cornerRadius = 12
    title.text = "Email me a receipt"
    register(Self.checked, while: \.isChecked)

    // The card's border: grey, blue when checked, faded when disabled. A base look can be
    // the layer's own value before the first `setValue` (the border width): the engine
    // restores it in every state no stored value matches.
    layer.borderWidth = 1
    setValue(3, for: \.borderWidth, of: layer, when: .containing(Self.checked))
    // Colours are `UIColor`s, not their `.cgColor`: resolved with the card's traits each time
    // they are written, and written again when the appearance or the contrast changes.
    setValue(UIColor.systemGray4, for: \.borderColor, of: layer, when: .always)
    setValue(UIColor.systemBlue, for: \.borderColor, of: layer, when: .containing(Self.checked))
    setValue(0.4, for: \.alpha, when: .containing(.disabled))
    // Another object follows the same state: the detail label's text.
    setValue("Tap to turn on", for: \.text, of: detail, when: .notContaining(Self.checked))
    setValue("On: sent to you@example.com", for: \.text, of: detail, when: .containing(Self.checked))
    // Disabled and checked overlap with equal priorities (999): the value set last wins.
    setValue(UIColor.secondaryLabel, for: \.textColor, of: detail, when: .containing(.disabled))

    addAction(UIAction { [unowned self] _ in self.isChecked.toggle() }, for: .touchUpInside)
  }
}

let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
container.backgroundColor = .systemBackground
let card = CheckCard(frame: CGRect(x: 20, y: 20, width: 280, height: 72))
let disabledCard = CheckCard(frame: CGRect(x: 20, y: 112, width: 280, height: 72))
disabledCard.isChecked = true
disabledCard.isEnabled = false
container.addSubview(card)
container.addSubview(disabledCard)

//: `po card.stateTableDescription` in the console shows every value and which one wins.
print(card.stateTableDescription)

PlaygroundPage.current.liveView = container
//: [Next: the PIN form](@next)
