// The platform hooks. On UIKit: the input field and one shape and text layer per item, redrawn from `items`.
// Without UIKit nothing is drawn, and QuickControl's headless font stands in for `UIFont` and the text size.

#if QUICKCONTROL_UIKIT
  import QuickControl
  import UIKit

  extension PinCodeControl {
    func setUpPlatform() {
      let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
      inputField.backgroundColor = clear
      inputField.textColor = clear
      inputField.tintColor = clear
      inputField.isAccessibilityElement = false
      keyboardDidChange()
      registerForTraitChangesIfAvailable()
      addSubview(inputField)
      inputFieldDelegate.control = self
      inputField.delegate = inputFieldDelegate
      inputField.addAction(UIAction { [weak self] _ in self?.inputFieldDidChange() }, for: .editingChanged)
      inputField.addAction(UIAction { [weak self] _ in self?.didBeginEditing() }, for: .editingDidBegin)
      inputField.addAction(UIAction { [weak self] _ in self?.didEndEditing() }, for: .editingDidEnd)
      // Return on the ASCII keyboard ends editing.
      inputField.addAction(
        UIAction { [weak self] _ in self?.resignFirstResponder() }, for: .editingDidEndOnExit)
      // A disabled UIControl still passes touches to its subviews, which would bring up the keyboard.
      setValue(false, for: \.isEnabled, of: inputField, when: .containing(.disabled))
      rebuildItemLayers()
    }

    /// Redraws the item layers from the current state (as ``items`` shows it), without Core Animation's implicit fade.
    func contentDidChange() {
      syncInputField()
      if inputField.isSecureTextEntry != isSecureTextEntry {
        inputField.isSecureTextEntry = isSecureTextEntry
        keyboardDidChange()
      }
      prepareInvalidEntryFeedbackIfNeeded()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      defer { CATransaction.commit() }
      // Layers have no appearance of their own: colours are resolved for the view's.
      let traits = traitCollection
      let tint: UIColor = tintColor
      let symbolColor = currentSymbolColor.cgColor(for: traits, tintColor: tint)
      let fill = currentFillColor.cgColor(for: traits, tintColor: tint)
      let filledFill = currentFilledItemColor?.cgColor(for: traits, tintColor: tint) ?? fill
      let border = currentBorderColor.cgColor(for: traits, tintColor: tint)
      let pinCode = pinCode
      for index in 0..<min(length, itemLayers.count) {
        let shape = itemLayers[index]
        shape.fillColor = index < pinCode.count ? filledFill : fill
        shape.strokeColor = border
        shape.lineWidth = currentBorderWidth
        let text = symbolLayers[index]
        text.string = symbol(at: index, of: pinCode).map { String($0) }
        text.foregroundColor = symbolColor
      }
    }

    func layoutDidChange() {
      if itemLayers.count != length { rebuildItemLayers() }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }

    func beginEditingInput() -> Bool {
      guard isEnabled else { return false }
      return inputField.becomeFirstResponder()
    }

    /// The field's `.editingDidEnd` ends editing, so a refused resignation sends nothing.
    func endEditingInput() -> Bool {
      inputField.resignFirstResponder()
    }

    private func rebuildItemLayers() {
      for layer in itemLayers { layer.removeFromSuperlayer() }
      itemLayers = (0..<length).map { _ in CAShapeLayer() }
      symbolLayers = (0..<length).map { _ in CATextLayer() }
      for (shape, text) in zip(itemLayers, symbolLayers) {
        text.alignmentMode = .center
        shape.addSublayer(text)
        layer.addSublayer(shape)
      }
      setNeedsLayout()
      contentDidChange()
    }

    /// Places the input field over the hit area and one layer per item.
    ///
    /// Without actions: the item layers are not backing layers, so Core Animation would animate
    /// every frame change. The text layers take the view's scale here, once it is on a screen.
    func layoutItemLayers() {
      inputField.frame = hitArea(in: bounds)
      let frames = itemFrames(in: bounds)
      let font = displayFont
      let scale = layer.contentsScale
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      for (index, frame) in frames.enumerated() where index < itemLayers.count {
        let shape = itemLayers[index]
        shape.frame = frame
        shape.path = itemPath(in: CGRect(origin: .zero, size: frame.size)).cgPath
        let text = symbolLayers[index]
        text.contentsScale = scale
        text.font = font
        text.fontSize = font.pointSize
        text.frame = symbolFrame(inItemOfSize: frame.size, scale: scale)
      }
      contentDidChange()
      CATransaction.commit()
    }

    private func itemPath(in rect: CGRect) -> UIBezierPath {
      switch itemShape {
      case .circle:
        return UIBezierPath(ovalIn: rect)
      case .roundedSquare(let cornerRadius):
        return UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius)
      case .underline:
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
      case .custom(let path):
        return path
      }
    }

    /// From iOS 17, registers for the traits the drawing depends on (iOS 16: `traitCollectionDidChange(_:)`).
    func registerForTraitChangesIfAvailable() {
      if #available(iOS 17.0, tvOS 17.0, *) {
        let traits: [UITrait] = [
          UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
          UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self, UITraitDisplayScale.self,
        ]
        registerForTraitChanges(traits) { (control: PinCodeControl, previous: UITraitCollection) in
          control.traitsDidChange(from: previous)
        }
      }
    }

    /// The font and layout if text size, Bold Text or scale changed, the colours always.
    func traitsDidChange(from previous: UITraitCollection?) {
      let traits = traitCollection
      if previous?.preferredContentSizeCategory != traits.preferredContentSizeCategory
        || previous?.legibilityWeight != traits.legibilityWeight
        || previous?.displayScale != traits.displayScale
      {
        fontDidChange()
      } else {
        contentDidChange()
      }
    }
  }
#else
  import Foundation
  import QuickControl

  extension PinCodeControl {
    func setUpPlatform() {}

    func contentDidChange() {}

    func layoutDidChange() {}

    func keyboardDidChange() {}

    func beginEditingInput() -> Bool {
      guard super.becomeFirstResponder() else { return false }
      didBeginEditing()
      return true
    }

    func endEditingInput() -> Bool {
      guard super.resignFirstResponder() else { return false }
      didEndEditing()
      return true
    }

    func userDidEnterInvalidCode() {}

    /// ``font`` at ``preferredContentSizeCategory`` when it adjusts, bold with ``isBoldTextEnabled``.
    func platformDisplayFont() -> UIFont {
      let scaled = adjustsFontForContentSizeCategory ? font.scaled(for: simulatedContentSize) : font
      return simulatesBoldText ? scaled.bold : scaled
    }
  }
#endif
