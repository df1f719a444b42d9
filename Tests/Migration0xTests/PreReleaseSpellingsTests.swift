import Foundation
import PinCodeControl
import QuickControl
import Testing

/// Spellings of the 1.0 betas that have a new form: code that wrote them still compiles, and each
/// does what its new form does.
@MainActor
@Suite("The 1.0 betas' spellings behave as their new forms")
struct PreReleaseSpellingsTests: PreReleaseSpellingsTestBodies {
  private var bodies: any PreReleaseSpellingsTestBodies { self }

  @Test func valuesByCaseAreTheRuleListsRowsByCase() { bodies.valuesByCaseAreTheRuleListsRowsByCaseBody() }
  @Test func pinAlphabetIsTheCodesAlphabet() { bodies.pinAlphabetIsTheCodesAlphabetBody() }
  @Test func theDoublesOldNamesStillWork() { bodies.theDoublesOldNamesStillWorkBody() }
  @Test func otherwiseIsTheListsLastNormalPair() { bodies.otherwiseIsTheListsLastNormalPairBody() }
}

/// A form with a status and a Boolean, styled once each way.
@MainActor
private final class BetaForm: QUIckControl {
  enum Strength: CaseIterable { case weak, fair, strong }
  var strength = Strength.weak { didSet { applyCurrentState() } }
  var isLong = false { didSet { applyCurrentState() } }
  var byCase = ""
  var byFlag = ""
  var named = false
  var listByCase = ""
  var listByFlag = ""
  var withOtherwise = 0
  var withNormal = 0
  let first = QUIckControl()
  let second = QUIckControl()
}

/// The bodies of ``PreReleaseSpellingsTests``, in a deprecated extension so their old names do not warn.
@MainActor
protocol PreReleaseSpellingsTestBodies {
  func valuesByCaseAreTheRuleListsRowsByCaseBody()
  func pinAlphabetIsTheCodesAlphabetBody()
  func theDoublesOldNamesStillWorkBody()
  func otherwiseIsTheListsLastNormalPairBody()
}

@available(*, deprecated, message: "code written with the betas' spellings: they must compile and behave")
extension PreReleaseSpellingsTests {
  func valuesByCaseAreTheRuleListsRowsByCaseBody() {
    let form = BetaForm()
    form.setValues(for: \.byCase, of: form, by: \.strength) { "\($0)" }
    form.setValues(for: \.byFlag, of: form, by: \.isLong) { $0 ? "long" : "short" }
    form.setValues(for: \.named, of: form, by: \.isLong, named: "isLong") { $0 }
    form.setValues(for: \.listByCase, of: form) { form.rules(by: \.strength) { "\($0)" } }
    form.setValues(for: \.listByFlag, of: form) { form.rules(by: \.isLong) { $0 ? "long" : "short" } }
    for (strength, isLong) in [(BetaForm.Strength.fair, true), (.strong, false), (.weak, true)] {
      form.strength = strength
      form.isLong = isLong
      #expect(form.byCase == "\(strength)" && form.byCase == form.listByCase)
      #expect(form.byFlag == (isLong ? "long" : "short") && form.byFlag == form.listByFlag)
      #expect(form.named == isLong)
    }
  }

  func pinAlphabetIsTheCodesAlphabetBody() {
    #expect(PinAlphabet.self == PinCode.Alphabet.self)
    let pin = PinCodeControl(length: 4, alphabet: PinAlphabet.alphanumeric)
    pin.insertText("ab1c")
    #expect(pin.code == "ab1c")
  }

  func theDoublesOldNamesStillWorkBody() {
    #if !QUICKCONTROL_UIKIT
      let control = UIControl()
      var runs = 0
      let id = control.addAction(for: .valueChanged) { _ in runs += 1 }
      control.sendActions(for: .valueChanged)
      control.removeAction(identifiedBy: id)
      control.sendActions(for: .valueChanged)
      #expect(runs == 1)
      #expect(UIFont.ContentSize.self == UIContentSizeCategory.self)
      #expect(UITraitCollection.ContentSizeCategory.self == UIContentSizeCategory.self)
    #endif
  }

  func otherwiseIsTheListsLastNormalPairBody() {
    let form = BetaForm()
    form.setValues(for: \.withOtherwise, [.disabled: 1, .selected: 2], otherwise: 3)
    form.setValues(for: \.withNormal, [.disabled: 1, .selected: 2, .normal: 3])
    form.setValues(for: \.borderColor, of: form.first.layer, [.selected: UIColor.red], otherwise: .blue)
    form.setValues(for: \.borderColor, of: form.second.layer, [.selected: UIColor.red, .normal: .blue])
    for (enabled, selected) in [(true, false), (true, true), (false, true), (false, false)] {
      form.isEnabled = enabled
      form.isSelected = selected
      #expect(form.withOtherwise == (!enabled ? 1 : selected ? 2 : 3))
      #expect(form.withOtherwise == form.withNormal)
      #expect(form.first.layer.borderColor == form.second.layer.borderColor)
      #expect(form.first.layer.borderColor == (selected ? UIColor.red : UIColor.blue).cgColor)
    }
  }
}
