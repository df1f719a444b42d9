import Foundation
import TestSupport
import Testing

@testable import PlaceholderTextView

/// A small host that only the rotation keeps (`TextFieldPlaceholderHost` on UIKit works so).
@MainActor
struct PlaceholderRotationHostTests {
  /// The view a wrapper host changes.
  final class Prompt {
    var text = ""
  }

  /// A wrapper holding its view weakly, as `TextFieldPlaceholderHost` holds its `UITextField`.
  final class PromptHost: RotatingPlaceholderHost {
    weak var prompt: Prompt?
    init(_ prompt: Prompt) { self.prompt = prompt }
    var hasText: Bool { false }
    var isPlaceholderHostAvailable: Bool { prompt != nil }
    func showRotatingPlaceholder(_ placeholder: String, animated: Bool) { prompt?.text = placeholder }
  }

  let clock = ManualClock()

  @Test func rotationKeepsItsHostAndEndsWhenTheWrappedViewGoesAway() async {
    var prompt: Prompt? = Prompt()
    weak var weakHost: PromptHost?
    let rotation: PlaceholderRotation<PromptHost>
    do {
      let host = PromptHost(prompt!)
      weakHost = host
      rotation = PlaceholderRotation(["Running", "Walking"], retaining: host, clock: clock)
    }
    #expect(weakHost != nil, "created inline, the host lives as long as the rotation")
    rotation.start(interval: .seconds(1))
    #expect(prompt?.text == "Running")
    await settle { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    #expect(prompt?.text == "Walking")
    prompt = nil
    await clock.advance(by: .seconds(1), orUntil: { !rotation.isRunning })
    #expect(!rotation.isRunning)
    #expect(weakHost == nil, "the rotation lets its host go when it ends")
  }

  @Test func aRotationOnAGoneViewDoesNotStart() {
    var prompt: Prompt? = Prompt()
    let host = PromptHost(prompt!)
    prompt = nil
    let rotation = PlaceholderRotation(["Running"], retaining: host, clock: clock)
    rotation.start(interval: .seconds(1))
    #expect(!rotation.isRunning)
  }

  @Test func ordinaryHostsAreAvailable() {
    #expect(FakeHost().isPlaceholderHostAvailable)
  }

  /// Reported against peer placeholder libraries: setting `placeholder` wipes the app's styled one.
  @Test func rotationWipesTheAppsStyledPlaceholder() {
    // Setting `placeholder` on a UITextField drops its styled `attributedPlaceholder`; a rotation
    // of plain strings takes the existing one's attributes instead (the logic the UITextField
    // host uses, on any platform).
    let key = NSAttributedString.Key("app.style")
    let styled = NSAttributedString(string: "Search", attributes: [key: "bold"])
    let next = PlaceholderText.attributed("Running", styledLike: styled)
    #expect(next?.string == "Running")
    #expect(next?.attribute(key, at: 0, effectiveRange: nil) as? String == "bold")
    let size = NSAttributedString.Key("app.size")
    let sized = NSAttributedString(string: "Search", attributes: [key: "bold", size: 9])
    let unsized = PlaceholderText.attributed("Walking", styledLike: sized, excluding: [size])
    #expect(unsized?.attribute(key, at: 0, effectiveRange: nil) as? String == "bold")
    #expect(
      unsized?.attribute(size, at: 0, effectiveRange: nil) == nil, "an excluded attribute is not copied")
    #expect(PlaceholderText.attributed("Running", styledLike: nil) == nil)
    #expect(PlaceholderText.attributed("Running", styledLike: NSAttributedString(string: "")) == nil)
  }
}
