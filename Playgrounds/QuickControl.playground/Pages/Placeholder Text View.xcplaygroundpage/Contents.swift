//: [Previous](@previous)
//: # PlaceholderTextView and rotating placeholders
//: A `UITextView` whose placeholder shows exactly while the text is empty — also when
//: the text is set in code — and that is styled per state (`empty`, `editing`).
//: `PlaceholderRotation` rotates placeholders on it and on a `UITextField`.
import PlaceholderTextView
import PlaygroundSupport
import QuickControl
import UIKit

let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
container.backgroundColor = .systemBackground

let notes = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 280, height: 100), textContainer: nil)
notes.font = .preferredFont(forTextStyle: .body)
notes.adjustsFontForContentSizeCategory = true
notes.layer.cornerRadius = 8
notes.placeholderRotation = PlaceholderRotation(
  ["Running", "Walking", "Cycling"], host: notes, options: [.infinite, .shuffle])
notes.placeholderRotation?.start(interval: .seconds(2))

//: Per state: a blue border and placeholder while editing; Send is disabled while empty.
let send = PillButton(title: "Send")
notes.layer.borderWidth = 1
// `UIColor`s, not their `.cgColor`: resolved with the view's traits at each write, and written
// again when the appearance or contrast changes.
notes.setValues(
  for: \.borderColor, of: notes.layer, [PlaceholderTextView.editing: .systemBlue, .normal: .systemGray4])
notes.setValue(UIColor.systemBlue, for: \.placeholderColor, when: .containing(PlaceholderTextView.editing))
notes.setValue(false, for: \.isEnabled, of: send, when: .containing(PlaceholderTextView.empty))
notes.setValue(true, for: \.isEnabled, of: send, when: .notContaining(PlaceholderTextView.empty))

//: A text field rotates its placeholder too (cross-dissolved, public API only).
let search = UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 36))
let searchRotation = PlaceholderRotation(["Search recipes", "Search cooks"], host: search)
searchRotation.start(interval: .seconds(3), fireInitial: true)

stack([notes, send, search], in: container)

//: Setting the text in code hides the placeholder (the classic bug of other libraries):
notes.text = "Set in code"
print(notes.isShowingPlaceholder)  // false
notes.text = ""
print(notes.isShowingPlaceholder)  // true

PlaygroundPage.current.needsIndefiniteExecution = true
PlaygroundPage.current.liveView = container
