#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension PinCodeControl {
    /// Sets `keyboardConfiguration` and the text-assistance opt-outs on the
    /// input field, and reloads the keyboard if it is up and something changed.
    func applyKeyboardConfiguration() {
      let configuration = keyboardConfiguration
      let field = inputField
      var changed = false
      let keyboardType: UIKeyboardType = configuration.keyboard == .numberPad ? .numberPad : .asciiCapable
      if field.keyboardType != keyboardType {
        field.keyboardType = keyboardType
        changed = true
      }
      let returnKeyType = Self.returnKeyType(configuration.returnKey ?? .done)
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

    /// Turns off everything that would change, predict or rewrite the characters typed.
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
      // Writing Tools (iOS 18) are declared by SDKs from iOS 18, which every Xcode that
      // builds Swift 6 packages has; Tools/ios-sdk-compile, with the iOS 17.4 SDK,
      // defines QUICKCONTROL_SDK_BEFORE_IOS_18 and compiles without this line.
      #if !QUICKCONTROL_SDK_BEFORE_IOS_18 && !os(tvOS)
        if #available(iOS 18.0, visionOS 2.4, *) {
          field.writingToolsBehavior = .none
        }
      #endif
    }

    private static func returnKeyType(_ key: PinReturnKey) -> UIReturnKeyType {
      switch key {
      case .done: .done
      case .go: .go
      case .next: .next
      case .continue: .continue
      case .send: .send
      case .join: .join
      }
    }

    /// The bar with a Done button above the number pad (made once), or `nil` where there are no toolbars.
    private func doneBar() -> UIView? {
      #if os(tvOS)
        return nil
      #else
        if let bar = storage.doneBar { return bar }
        let done = UIBarButtonItem(
          systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.resignFirstResponder() })
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UIBarButtonItem(systemItem: .flexibleSpace), done]
        bar.sizeToFit()
        bar.autoresizingMask = .flexibleWidth
        storage.doneBar = bar
        return bar
      #endif
    }
  }
#endif
