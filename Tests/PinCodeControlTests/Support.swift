import PinCodeControl
import QuickControl

/// Records the events a control sends, in order, by name.
@MainActor
final class EventLog {
  private(set) var names: [String] = []
  private var tokens: [ControlSubscription] = []

  init(_ pin: PinCodeControl) {
    let watched: [(ControlEvents, String)] = [
      (.valueChanged, "valueChanged"), (PinCodeControl.codeCompleted, "codeCompleted"),
      (.editingDidBegin, "editingDidBegin"), (.editingDidEnd, "editingDidEnd"),
      (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
      (.touchUpOutside, "touchUpOutside"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    for (event, name) in watched {
      tokens.append(pin.subscribe(to: event) { [unowned self] _ in self.names.append(name) })
    }
  }

  func count(_ name: String) -> Int { names.filter { $0 == name }.count }

  func reset() { names.removeAll() }
}

/// A plain object whose properties another control's state drives (a label, a button).
@MainActor
final class Widget {
  var isEnabled = true
  var color = "black"
}
