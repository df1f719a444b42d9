// The platform hooks. On UIKit: the input field and one shape and text layer per item, redrawn from `items`.
// Without UIKit nothing is drawn, and QuickControl's headless font stands in for `UIFont` and the text size.

import QuickControl

#if QUICKCONTROL_UIKIT
  // @preconcurrency: the 17.4 SDK declares `.announcement` as a mutable global, which Swift 6 rejects.
  @preconcurrency import UIKit

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
      // `UIColor.tintColor` is the control's tint, which a layer cannot resolve by itself.
      func layerColor(_ color: UIColor) -> CGColor {
        (color == UIColor.tintColor ? tint : color).resolvedColor(with: traits).cgColor
      }
      let symbolColor = layerColor(currentSymbolColor)
      let fill = layerColor(currentFillColor)
      let filledFill = currentFilledItemColor.map(layerColor) ?? fill
      let border = layerColor(currentBorderColor)
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

  extension PinCodeControl {
    /// Applies `keyboardConfiguration` to the input field, reloading the keyboard if it is up.
    func keyboardDidChange() {
      let configuration = keyboardConfiguration
      let field = inputField
      var changed = false
      let keyboardType: UIKeyboardType = configuration.keyboard == .numberPad ? .numberPad : .asciiCapable
      if field.keyboardType != keyboardType {
        field.keyboardType = keyboardType
        changed = true
      }
      let returnKeyType = configuration.returnKey ?? .done
      if field.returnKeyType != returnKeyType {
        field.returnKeyType = returnKeyType
        changed = true
      }
      let contentType: UITextContentType? = configuration.isOneTimeCode ? .oneTimeCode : nil
      if field.textContentType != contentType {
        field.textContentType = contentType
        changed = true
      }
      let accessory = configuration.showsDoneButton ? doneBar() : nil
      if field.inputAccessoryView !== accessory {
        field.inputAccessoryView = accessory
        changed = true
      }
      disableTextAssistance(of: field)
      // A first responder keeps its keyboard until its input views are reloaded.
      if changed && field.isFirstResponder { field.reloadInputViews() }
    }

    private func disableTextAssistance(of field: UITextField) {
      field.autocorrectionType = .no
      field.autocapitalizationType = .none
      field.spellCheckingType = .no
      field.smartQuotesType = .no
      field.smartDashesType = .no
      field.smartInsertDeleteType = .no
      if #available(iOS 17.0, tvOS 17.0, *) {
        // Inline predictions draw grey ghost text after the caret, over the items.
        field.inlinePredictionType = .no
      }
      // Tools/ios-sdk-compile's iOS 17.4 SDK lacks Writing Tools (QUICKCONTROL_SDK_BEFORE_IOS_18).
      #if !QUICKCONTROL_SDK_BEFORE_IOS_18 && !os(tvOS)
        if #available(iOS 18.0, visionOS 2.4, *) {
          field.writingToolsBehavior = .none
        }
      #endif
    }

    /// `nil` where there are no toolbars.
    private func doneBar() -> UIView? {
      #if os(tvOS)
        return nil
      #else
        if let bar = cachedDoneBar { return bar }
        let done = UIBarButtonItem(
          systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.resignFirstResponder() })
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UIBarButtonItem(systemItem: .flexibleSpace), done]
        bar.sizeToFit()
        bar.autoresizingMask = .flexibleWidth
        cachedDoneBar = bar
        return bar
      #endif
    }

    /// Takes an edit the delegate was asked about and refused; resets the field to the code.
    func inputFieldWillChange(replacing replacedCount: Int, with replacement: String) {
      systemDidProposeEdit(replacing: replacedCount, with: replacement)
      syncInputField()
    }

    /// Takes the field's text after a change the delegate let through (committed marked text).
    func inputFieldDidChange() {
      // While an input method composes (marked text), wait for the committed text.
      guard inputField.markedTextRange == nil else { return }
      systemDidChangeText(inputField.text ?? "")
      syncInputField()
    }

    func syncInputField() {
      if inputField.text != code { inputField.text = code }
    }
  }

  extension PinCodeControl {
    /// ``font`` for the control's traits (text size, Bold Text).
    func platformDisplayFont() -> UIFont {
      let traits = traitCollection
      var drawn = font
      if adjustsFontForContentSizeCategory {
        if let style = drawn.fontDescriptor.object(forKey: .textStyle) as? String {
          let styled = UIFont.preferredFont(
            forTextStyle: UIFont.TextStyle(rawValue: style), compatibleWith: traits)
          // Keep the weight and traits the app asked for (a bold title stays bold).
          let symbolic = drawn.fontDescriptor.symbolicTraits
          drawn =
            styled.fontDescriptor.withSymbolicTraits(symbolic).map { UIFont(descriptor: $0, size: 0) }
            ?? styled
        } else {
          drawn = UIFontMetrics.default.scaledFont(for: drawn, compatibleWith: traits)
        }
      }
      if traits.legibilityWeight == .bold,
        let bold = drawn.fontDescriptor.withSymbolicTraits(
          drawn.fontDescriptor.symbolicTraits.union(.traitBold))
      {
        drawn = UIFont(descriptor: bold, size: 0)
      }
      return drawn
    }
  }

  extension PinCodeControl {
    /// Shakes and/or plays the error haptic, as configured.
    func userDidEnterInvalidCode() {
      playInvalidEntryHapticIfNeeded()
      if shakesOnInvalid && !UIAccessibility.isReduceMotionEnabled {
        let resting = transform
        transform = resting.translatedBy(x: 12, y: 0)
        // The user may tap to correct the code while it shakes.
        UIView.animate(
          withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 1,
          options: .allowUserInteraction, animations: { self.transform = resting })
      }
    }

    /// Readies the Taptic Engine when the next keystroke may complete the code, so the haptic has no delay.
    func prepareInvalidEntryFeedbackIfNeeded() {
      #if !os(tvOS) && !os(visionOS)
        guard playsHapticOnInvalid, isEditing, pinCode.count == length - 1 else { return }
        invalidEntryFeedbackGenerator().prepare()
      #endif
    }

    func playInvalidEntryHapticIfNeeded() {
      #if !os(tvOS) && !os(visionOS)
        guard playsHapticOnInvalid else { return }
        invalidEntryFeedbackGenerator().notificationOccurred(.error)
      #endif
    }

    #if !os(tvOS) && !os(visionOS)
      /// Attached to the control from iOS 17.5 (`init(view:)`), made once.
      private func invalidEntryFeedbackGenerator() -> UINotificationFeedbackGenerator {
        if let generator = feedbackGenerator as? UINotificationFeedbackGenerator { return generator }
        let generator = Self.makeFeedbackGenerator(for: self)
        feedbackGenerator = generator
        return generator
      }

      private static func makeFeedbackGenerator(for view: UIView) -> UINotificationFeedbackGenerator {
        // Tools/ios-sdk-compile's iOS 17.4 SDK lacks `init(view:)` (QUICKCONTROL_SDK_BEFORE_IOS_18).
        #if !QUICKCONTROL_SDK_BEFORE_IOS_18
          if #available(iOS 17.5, macCatalyst 17.5, *) {
            return UINotificationFeedbackGenerator(view: view)
          }
        #endif
        return UINotificationFeedbackGenerator()
      }
    #endif
  }

  extension PinCodeControl {
    /// Headless, the base records it in `accessibilityAnnouncements` instead.
    func postAccessibilityAnnouncement(_ announcement: String) {
      UIAccessibility.post(notification: .announcement, argument: announcement)
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
