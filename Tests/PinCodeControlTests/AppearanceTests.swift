import Foundation
import PinCodeControl
import QuickControl
import Testing

@MainActor
@Suite("Appearance: per-state styles through the engine, item descriptions, layout")
struct AppearanceTests {
  let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)

  static let accent = UIColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)

  @Test func aNewControlDrawsGreyOutlinesAndGreyFilledItems() {
    pin.insertText("1")
    let items = pin.items
    #expect(items.count == 4)
    #expect(items[0].isFilled && items[0].symbol == "1" && items[0].fillColor == .systemGray)
    #expect(!items[1].isFilled && items[1].symbol == nil && items[1].fillColor == .clear)
    #expect(items.allSatisfy { $0.borderColor == .systemGray && $0.borderWidth == 1 })
  }

  @Test func aValidCodeTurnsEveryItemGreenAndAnInvalidOneRed() {
    pin.purpose = .newPIN
    pin.insertText("1357")
    #expect(pin.items.allSatisfy { $0.fillColor == .systemGreen && $0.borderColor == .systemGreen })
    pin.code = "1111"
    #expect(pin.items.allSatisfy { $0.fillColor == .systemRed && $0.borderColor == .systemRed })
    pin.deleteBackward()
    #expect(pin.items.map(\.fillColor) == [.systemGray, .systemGray, .systemGray, .clear])
  }

  @Test func editingHighlightsTheBorder() {
    pin.becomeFirstResponder()
    #expect(pin.items.allSatisfy { $0.borderColor == .tintColor })
    pin.resignFirstResponder()
    #expect(pin.items.allSatisfy { $0.borderColor == .systemGray })
  }

  /// The items' looks as one rule list: the first matching row wins, the default look elsewhere.
  @Test func itemStylesAreOneRuleListOverTheDefaultLook() {
    pin.purpose = .newPIN
    let indigo = UIColor(red: 0.3, green: 0.2, blue: 0.9, alpha: 1)
    let red = PinCodeControl.ItemStyle(fillColor: .clear, borderColor: .systemRed, borderWidth: 2)
    let blue = PinCodeControl.ItemStyle(
      fillColor: .clear, borderColor: indigo, borderWidth: 3, filledItemColor: indigo)
    pin.setItemStyles {
      (PinCodeControl.invalid, red)
      (PinCodeControl.editing, blue)
    }
    #expect(pin.items.allSatisfy { $0.borderColor == .systemGray && $0.borderWidth == 1 }, "the default look")
    pin.becomeFirstResponder()
    pin.insertText("1")
    #expect(pin.items.allSatisfy { $0.borderColor == indigo && $0.borderWidth == 3 })
    #expect(pin.items[0].fillColor == indigo, "a filled item takes the row's filled colour")
    pin.insertText("111")  // weak: invalid, and still editing
    #expect(
      pin.items.allSatisfy { $0.borderColor == .systemRed && $0.borderWidth == 2 }, "the first row wins")
    #expect(pin.items[0].fillColor == indigo, "a nil filled colour leaves it to the rows below")

    pin.setItemStyles { (PinCodeControl.editing, red) }  // a new list replaces the old one
    #expect(pin.items.allSatisfy { $0.borderColor == .systemRed })
    pin.resignFirstResponder()
    pin.code = ""
    #expect(pin.items.allSatisfy { $0.borderColor == .systemGray && $0.borderWidth == 1 })
  }

  @Test func whileEditingAFilledItemKeepsThePlainLayersGrey() {
    pin.becomeFirstResponder()
    pin.insertText("1")
    #expect(pin.state.contains(PinCodeControl.editing))
    #expect(pin.items[0].isFilled && pin.items[0].fillColor == .systemGray, "the plain layer's grey")
    #expect(pin.items[1].fillColor == .clear && pin.items[0].borderColor == .tintColor)
  }

  /// A style without a filled-item colour gives one look in both spellings: the looks below decide it.
  @Test func aStyleWithoutAFilledColourLooksTheSameStoredAloneOrInAList() {
    let blue = PinCodeControl.ItemStyle(fillColor: .systemBlue, borderColor: .systemBlue, borderWidth: 2)
    let alone = PinCodeControl(length: 4, purpose: .oneTimeCode)
    alone.setItemStyle(blue, when: .containing(PinCodeControl.editing))
    let listed = PinCodeControl(length: 4, purpose: .oneTimeCode)
    listed.setItemStyles { (PinCodeControl.editing, blue) }
    for control in [alone, listed] {
      control.becomeFirstResponder()
      control.insertText("1")
    }
    #expect(alone.items[0].fillColor == listed.items[0].fillColor)
    #expect(alone.items[0].fillColor == .systemGray, "the plain layer's filled grey")
    #expect(alone.items[1].fillColor == .systemBlue && listed.items[1].fillColor == .systemBlue)
  }

  @Test func editingIsAStateOfItsOwnNameThatConditionsWithThe0xHighlightedStillMatch() {
    let hint = HintLabel()
    pin.setValue(true, for: \.isHidden, of: hint, when: .containing(PinCodeControl.editing))
    let old = HintLabel()
    pin.setValue(true, for: \.isHidden, of: old, when: .containing(.highlighted))
    #expect(!pin.state.contains(PinCodeControl.editing) && !hint.isHidden && !old.isHidden)
    pin.becomeFirstResponder()
    #expect(pin.state.contains(PinCodeControl.editing))
    #expect(hint.isHidden && old.isHidden)
    pin.resignFirstResponder()
    #expect(!hint.isHidden && !old.isHidden)
  }

  @Test func layerPrioritiesDisabledOverValidOverEditingOverPlain() {
    pin.purpose = .newPIN
    pin.setValue(.black, for: \.currentBorderColor, when: .always(priority: 100))
    pin.setValue(.blue, for: \.currentBorderColor, when: .containing(PinCodeControl.editing, priority: 200))
    pin.setValue(.green, for: \.currentBorderColor, when: .containing(PinCodeControl.valid, priority: 300))
    pin.setValue(.red, for: \.currentBorderColor, when: .containing(PinCodeControl.invalid, priority: 300))
    pin.setValue(.lightGray, for: \.currentBorderColor, when: .containing(.disabled, priority: 400))
    #expect(pin.currentBorderColor == .black)
    pin.becomeFirstResponder()
    #expect(pin.currentBorderColor == .blue)
    pin.insertText("1357")
    #expect(pin.currentBorderColor == .green, "valid over editing")
    pin.code = "1111"
    #expect(pin.currentBorderColor == .red, "invalid over editing")
    pin.isEnabled = false
    #expect(pin.currentBorderColor == .lightGray, "disabled over invalid")
    pin.code = "1357"
    #expect(pin.currentBorderColor == .lightGray, "disabled over valid")
    pin.isEnabled = true
    #expect(pin.currentBorderColor == .green)
  }

  @Test func everyCombinationResolvesToTheSameLayerWhateverTheOrderOfSetting() {
    func border(settingInOrder order: [Int], state: ControlState) -> UIColor {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      let layers: [(StateCondition, UIColor)] = [
        (StateCondition.always(priority: 100), UIColor(white: 0.1, alpha: 1)),
        (StateCondition.containing(PinCodeControl.editing, priority: 200), UIColor(white: 0.2, alpha: 1)),
        (StateCondition.containing(PinCodeControl.valid, priority: 300), UIColor(white: 0.3, alpha: 1)),
        (StateCondition.containing(PinCodeControl.invalid, priority: 300), UIColor(white: 0.4, alpha: 1)),
        (StateCondition.containing(.disabled, priority: 400), UIColor(white: 0.5, alpha: 1)),
      ]
      for index in order { pin.setValue(layers[index].1, for: \.currentBorderColor, when: layers[index].0) }
      pin.apply(state: state)
      return pin.currentBorderColor
    }
    let states: [(ControlState, Double)] = [
      ([], 0.1), (PinCodeControl.editing, 0.2), (PinCodeControl.valid, 0.3),
      ([PinCodeControl.filled, PinCodeControl.invalid], 0.4),
      ([PinCodeControl.valid, PinCodeControl.editing], 0.3),
      ([PinCodeControl.filled, PinCodeControl.invalid, PinCodeControl.editing], 0.4),
      ([.disabled], 0.5), ([.disabled, PinCodeControl.valid], 0.5),
      ([.disabled, PinCodeControl.filled, PinCodeControl.invalid], 0.5),
      ([PinCodeControl.filled], 0.1),
    ]
    for (state, white) in states {
      #expect(border(settingInOrder: [0, 1, 2, 3, 4], state: state) == UIColor(white: white, alpha: 1))
      #expect(border(settingInOrder: [4, 3, 2, 1, 0], state: state) == UIColor(white: white, alpha: 1))
    }
  }

  @Test func theOldStyleSettersSetAllThreeValues() {
    pin.purpose = .newPIN
    pin.setItemStyle(
      PinCodeControl.ItemStyle(fillColor: Self.accent, borderColor: .black, borderWidth: 3),
      when: .containing(PinCodeControl.valid, priority: 300))
    pin.insertText("2580")
    #expect(pin.items.allSatisfy { $0.fillColor == Self.accent && $0.borderColor == .black })
    #expect(pin.items.allSatisfy { $0.borderWidth == 3 })
    pin.setItemStyle(
      PinCodeControl.ItemStyle(fillColor: .white, borderColor: .white, borderWidth: 4),
      when: .containing(PinCodeControl.invalid, priority: 300))
    pin.code = "0000"
    #expect(pin.items.first?.borderWidth == 4)
  }

  @Test func theFilledItemColourIsPerStateAndNilFallsBackToFill() {
    pin.setValue(.black, for: \.currentFilledItemColor, when: .always(priority: 100))
    pin.setValue(
      Self.accent, for: \.currentFilledItemColor,
      when: .containing(PinCodeControl.editing, priority: 200))
    pin.insertText("1")
    #expect(pin.items[0].fillColor == .black)
    pin.becomeFirstResponder()
    #expect(pin.items[0].fillColor == Self.accent)
    pin.setValue(nil, for: \.currentFilledItemColor, when: .containing(PinCodeControl.editing, priority: 200))
    #expect(pin.items[0].fillColor == .clear, "an explicit nil shows the fill colour")
  }

  @Test func appOwnConditionsWinOverTheLayers() {
    pin.setValue(
      5, for: \.currentBorderWidth,
      when: .exactly([PinCodeControl.filled, PinCodeControl.valid, PinCodeControl.editing]))
    pin.becomeFirstResponder()
    pin.insertText("1357")
    #expect(pin.currentBorderWidth == 5)
    pin.resignFirstResponder()
    #expect(pin.currentBorderWidth == 1)
  }

  @Test func secureEntryShowsTheMaskNeverTheCharacter() {
    pin.isSecureTextEntry = true
    pin.insertText("13")
    #expect(pin.items.map(\.symbol) == ["•", "•", nil, nil])
    pin.maskCharacter = "*"
    #expect(pin.items[0].symbol == "*")
    #expect(!pin.items.contains { $0.symbol == "1" || $0.symbol == "3" })
    pin.isSecureTextEntry = false
    #expect(pin.items.map(\.symbol) == ["1", "3", nil, nil])
    #expect(pin.code == "13")
  }

  /// README's Apply button: one rule list, enabled only while the PIN is valid.
  @Test func theApplyButtonOfReadmeIsOneRuleList() {
    pin.purpose = .newPIN
    let apply = Widget()
    pin.setValues(for: \.isEnabled, of: apply, [PinCodeControl.valid: true, .normal: false])
    #expect(!apply.isEnabled)
    pin.insertText("1357")
    #expect(apply.isEnabled)
    pin.deleteBackward()
    #expect(!apply.isEnabled)
    pin.code = "1111"  // complete but weak: not valid
    #expect(!apply.isEnabled)
  }

  @Test func otherObjectsFollowTheControlsState() {
    let submit = Widget()
    pin.setValue(false, for: \.isEnabled, of: submit, when: .notContaining(PinCodeControl.valid))
    pin.setValue(true, for: \.isEnabled, of: submit, when: .containing(PinCodeControl.valid))
    #expect(!submit.isEnabled)
    pin.insertText("1357")
    #expect(submit.isEnabled)
    pin.deleteBackward()
    #expect(!submit.isEnabled)
  }

  @Test func itemsAreLaidOutCentredInReadingOrder() {
    pin.itemSize = CGSize(width: 20, height: 30)
    pin.itemSpacing = 10
    pin.font = .systemFont(ofSize: 12)  // a line lower than the items: they keep their size
    #expect(pin.contentSize == CGSize(width: 110, height: 30))
    let frames = pin.itemFrames(in: CGRect(x: 0, y: 0, width: 210, height: 50))
    #expect(frames.map(\.minX) == [50, 80, 110, 140])
    #expect(frames.allSatisfy { $0.minY == 10 && $0.size == CGSize(width: 20, height: 30) })
    pin.length = 6
    #expect(pin.itemFrames(in: .zero).count == 6)
  }

  @Test func theStateTableNamesTheLayers() {
    let table = pin.stateTableDescription
    #expect(table.contains("priority 400"))
    #expect(table.contains("priority 100"))
  }

  @Test func theStateTableNamesItsPropertiesOnEveryPlatform() {
    let lines = pin.stateTableDescription.split(separator: "\n").map(String.init)
    // The control names the properties of its registered states and styles, which Linux's runtime does not.
    let registeredStates = lines.drop { $0 != "registered states:" }.dropFirst().prefix { $0.hasPrefix("  ") }
    #expect(
      Array(registeredStates) == [
        "  filled ← \\PinCodeControl.isFilled", "  valid ← \\PinCodeControl.isValid",
        "  rejected ← on: a rejected code; off: an edit, reset",
        "  invalid ← \\PinCodeControl.isInvalid", "  verifying ← \\PinCodeControl.isVerifying",
        "  verificationFailed ← \\PinCodeControl.isVerificationFailed",
        "  editing ← \\PinCodeControl.isEditing",
      ])
    #expect(
      !lines.contains { $0.contains("<computed") || $0.contains("'") }, "\(lines.joined(separator: "\n"))")
    // A subclass's table too: the control registers them through its own key paths.
    let subclassTable = NamedPin(length: 4, purpose: .oneTimeCode).stateTableDescription
    #expect(subclassTable.contains("  filled ← \\PinCodeControl.isFilled"), "\(subclassTable)")
    #expect(subclassTable.contains("  editing ← \\PinCodeControl.isEditing"), "a subclass says editing too")
    #expect(StateNames.of(PinCodeControl.self).describe([.highlighted, .disabled]) == "[editing, disabled]")
    #expect(
      StateNames.of(QUIckControl.self).describe(.highlighted) == "[highlighted]",
      "other hosts keep UIKit's word")
    #expect(!subclassTable.contains("<computed"), "\(subclassTable)")
  }

  /// The control takes and returns `UIColor` (the headless one here), a style's
  /// colours come back in the items, and the defaults are UIKit's system colours.
  @Test func coloursAreUIColorsInAndOut() {
    let brand = UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)
    pin.setItemStyle(
      PinCodeControl.ItemStyle(
        fillColor: brand, borderColor: .systemGreen.withAlphaComponent(0.5), filledItemColor: .white),
      when: .containing(PinCodeControl.valid, priority: 300))
    pin.symbolColor = brand
    #expect(pin.symbolColor == brand)
    pin.insertText("1234")
    #expect(
      pin.items.allSatisfy {
        $0.fillColor == .white && $0.borderColor == .systemGreen.withAlphaComponent(0.5)
      })
    pin.setItemStyle(
      PinCodeControl.ItemStyle(fillColor: brand, borderColor: brand),
      when: .containing(PinCodeControl.valid, priority: 300))
    #expect(pin.items.allSatisfy { $0.fillColor == brand && $0.borderColor == brand })
    #expect(PinCodeControl(length: 4, purpose: .oneTimeCode).symbolColor == .label)
    #expect(
      PinCodeControl(length: 4, purpose: .oneTimeCode).items.allSatisfy {
        $0.fillColor == .clear && $0.borderColor == .systemGray
      })
  }
}

private final class NamedPin: PinCodeControl {}

/// A label the PIN hides while editing.
@MainActor private final class HintLabel {
  var isHidden = false
}
