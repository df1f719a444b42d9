import Foundation
import PinCodeControl
import PlaceholderTextView
import QuickControl
import Testing

/// The `Platform…` and `PinFont` names of the 1.0 betas, renamed to UIKit's own: code that wrote them
/// still compiles, and each names the type its UIKit spelling names.
@MainActor
@Suite("The Platform… names still name UIKit's types (the headless stand-ins here)")
struct PlatformAliasesTests: PlatformAliasesTestBodies {
  private var bodies: any PlatformAliasesTestBodies { self }

  @Test func eachOldNameIsTheTypeItsUIKitNameIs() { bodies.eachOldNameIsTheTypeItsUIKitNameIsBody() }
  @Test func codeWrittenWithTheOldNamesRuns() { bodies.codeWrittenWithTheOldNamesRunsBody() }
}

/// The bodies of ``PlatformAliasesTests``, in a deprecated extension so their old names do not warn.
@MainActor
protocol PlatformAliasesTestBodies {
  func eachOldNameIsTheTypeItsUIKitNameIsBody()
  func codeWrittenWithTheOldNamesRunsBody()
}

@available(
  *, deprecated, message: "code written with the beta names: they must compile and name UIKit's types"
)
extension PlatformAliasesTests {
  func eachOldNameIsTheTypeItsUIKitNameIsBody() {
    #expect(PlatformControl.self == UIControl.self)
    #expect(PlatformScrollView.self == UIScrollView.self)
    #expect(PlatformAccessibilityTraits.self == UIAccessibilityTraits.self)
    #expect(PlatformTextView.self == UITextView.self)
    #expect(PlatformLabel.self == UILabel.self)
    #expect(PlatformFont.self == UIFont.self)
    #expect(PlatformColor.self == UIColor.self)
    #expect(PlatformTextAlignment.self == NSTextAlignment.self)
    #expect(PlatformLayoutDirection.self == UIUserInterfaceLayoutDirection.self)
    #expect(PlatformEdgeInsets.self == UIEdgeInsets.self)
    #expect(PlatformTextContainer.self == NSTextContainer.self)
    #expect(PlatformTextStorage.self == NSTextStorage.self)
    #expect(PinFont.self == UIFont.self)
  }

  func codeWrittenWithTheOldNamesRunsBody() {
    let view = PlaceholderTextView(frame: .zero)
    let inset: PlatformEdgeInsets = .init(top: 1, left: 2, bottom: 3, right: 4)
    view.textContainerInset = inset
    let font: PlatformFont = .systemFont(ofSize: 20)
    view.font = font
    #expect(view.placeholderLabel.font == font && view.textContainerInset == inset)
    let pin = PinCodeControl(length: 4, purpose: .newPIN)
    let pinFont: PinFont = .systemFont(ofSize: 30)
    pin.font = pinFont
    #expect(pin.font == pinFont)
  }
}
