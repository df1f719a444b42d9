//: [Previous](@previous)
//: # The PIN-change form in SwiftUI
//: The same form as the "PIN Form" page, as a SwiftUI screen over an `@Observable`
//: model: `PinCodeField` and `PlaceholderTextEditor` bind to the model, each step is
//: enabled only while the previous PIN is valid, and Apply only while all three are.
//: Nothing calls `update()`: the fields write the model, SwiftUI re-renders.
//:
//: Needs iOS 17 (`@Observable`). The page is wrapped in `#if canImport(SwiftUI)`:
//: `Tools/uikit-typecheck` checks every page against a UIKit stand-in that has no
//: SwiftUI, where this page is empty; Xcode compiles all of it.
#if canImport(SwiftUI)
  import Observation
  import PinCodeControl
  import PlaceholderTextView
  import PlaygroundSupport
  import SwiftUI

  /// The form's state: the three PINs, what the fields say about them, and the comment.
  @Observable
  final class PinChangeModel {
    var oldPin = ""
    var newPin = ""
    var repeatPin = ""
    var comment = ""
    var oldValidity = PinCodeValidity.incomplete
    var newValidity = PinCodeValidity.incomplete
    var repeatValidity = PinCodeValidity.incomplete
    var focusedStep: Int? = 0
    var changes: [String] = []

    /// The chain: a step is open only while every step before it is valid.
    var isNewPinEnabled: Bool { oldValidity.isValid }
    var isRepeatPinEnabled: Bool { isNewPinEnabled && newValidity.isValid }
    var canApply: Bool { isRepeatPinEnabled && repeatValidity.isValid }

    func apply() {
      changes.append(newPin)
      oldPin = ""
      newPin = ""
      repeatPin = ""
      comment = ""
      focusedStep = 0
    }

    /// A `Binding<Bool>` for one step's focus: the fields write it, the model moves it.
    func isFocused(_ step: Int) -> Binding<Bool> {
      Binding(
        get: { self.focusedStep == step },
        set: { focused in
          if focused {
            self.focusedStep = step
          } else if self.focusedStep == step {
            self.focusedStep = nil
          }
        })
    }
  }

  struct PinChangeScreen: View {
    @Bindable var model: PinChangeModel

    var body: some View {
      // Read here so that the repeat field re-validates when the new PIN changes.
      let newPin = model.newPin
      Form {
        Section("Old PIN") {
          PinCodeField(
            "Old PIN", code: $model.oldPin, validity: $model.oldValidity, isFocused: model.isFocused(0),
            onComplete: { _ in if model.oldValidity.isValid { model.focusedStep = 1 } })
        }
        Section("New PIN") {
          PinCodeField(
            "New PIN", code: $model.newPin, validity: $model.newValidity, isFocused: model.isFocused(1),
            onComplete: { _ in if model.newValidity.isValid { model.focusedStep = 2 } }
          )
          .disabled(!model.isNewPinEnabled)
        }
        Section("Repeat PIN") {
          PinCodeField(
            "Repeat PIN", code: $model.repeatPin, validity: $model.repeatValidity,
            isFocused: model.isFocused(2),
            validator: { $0 == newPin }
          )
          .disabled(!model.isRepeatPinEnabled)
          if model.repeatValidity == .invalid {
            Text("The PINs do not match.").foregroundStyle(.red)
          }
        }
        Section("Comment") {
          PlaceholderTextEditor(
            rotating: ["Why the change? (optional)", "e.g. new phone", "e.g. routine change"],
            every: .seconds(2), options: [.infinite, .shuffle], text: $model.comment
          )
          .placeholderTextEditorLines(1...4)
        }
        Button("Apply") { model.apply() }
          .disabled(!model.canApply)
        if let last = model.changes.last {
          Text("PIN changed to \(last)").foregroundStyle(.secondary)
        }
      }
      .pinCodeSecureEntry()
      // New PINs: no one-time code offered (and never the password prompts), weak PINs rejected.
      .pinCodePurpose(.newPIN)
      .pinCodeDoneButtonOnNumberPad()
      .pinCodeInvalidEntryFeedback()
      .pinCodeItemStyles {
        (
          PinCodeControl.valid,
          PinCodeControl.ItemStyle(fillColor: UIColor(Color.green), borderColor: UIColor(Color.green))
        )
        (
          PinCodeControl.invalid,
          PinCodeControl.ItemStyle(fillColor: UIColor(Color.red), borderColor: UIColor(Color.red))
        )
      }
    }
  }

  let model = PinChangeModel()
  PlaygroundPage.current.setLiveView(PinChangeScreen(model: model).frame(width: 360, height: 640))
#endif
