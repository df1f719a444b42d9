//: [Previous](@previous)
//: # The PIN-change form
//: Old PIN, new PIN, repeat PIN, a comment and Apply — the form `swift run --package-path Playgrounds pin-form`
//: draws in a terminal, here with UIKit. `PinFormView` lives in this playground's
//: `Sources/PinFormView.swift`: each step is enabled only while the previous PIN is
//: valid, and Apply only while the repeat PIN equals the new one; all of it is
//: declared per state.
import PinCodeControl
import PlaygroundSupport
import UIKit

let form = PinFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 520))
form.onApply = { pin in print("PIN changed to \(pin)") }

//: Try it in code as well as in the live view: a weak PIN is invalid…
form.oldPin.insertText("1111")
print(form.oldPin.isInvalid, form.newPin.isEnabled)  // true false
//: …a valid one enables the next step.
form.oldPin.clear()
form.oldPin.insertText("1357")
print(form.newPin.isEnabled)  // true
form.oldPin.clear()

PlaygroundPage.current.needsIndefiniteExecution = true  // the placeholders rotate on a timer
PlaygroundPage.current.liveView = form
//: [Next: a sign-up form](@next)
