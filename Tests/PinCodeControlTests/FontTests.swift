import Foundation
import PinCodeControl
import QuickControl
import Testing

#if !QUICKCONTROL_UIKIT
  @MainActor
  @Suite("Font: Dynamic Type, Bold Text, items that hold the characters, centred digits")
  struct FontTests {
    @Test func theDefaultIsTheBodyTextStyleThatFollowsTheTextSize() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      #expect(pin.font.textStyle == .body)
      #expect(pin.adjustsFontForContentSizeCategory)
      #expect(pin.displayFont.pointSize == 17)
      pin.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
      #expect(pin.displayFont.pointSize == 53)
      pin.preferredContentSizeCategory = .extraSmall
      #expect(pin.displayFont.pointSize == 14)
    }

    @Test func itemsGrowWithTheTextSoACharacterNeverCrossesABorder() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      let regular = pin.contentSize
      pin.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
      #expect(pin.drawnItemSize.height >= pin.displayFont.lineHeight)
      #expect(pin.contentSize.width > regular.width && pin.contentSize.height > regular.height)
      #expect(
        pin.itemFrames(in: CGRect(origin: .zero, size: pin.contentSize)).allSatisfy {
          $0.size == pin.drawnItemSize
        })
    }

    @Test func aFixedFontScalesLikeBodyTextAndCanOptOut() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.font = .systemFont(ofSize: 34)
      pin.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
      #expect(pin.displayFont.pointSize == (34.0 * 53 / 17).rounded())
      pin.adjustsFontForContentSizeCategory = false
      #expect(pin.displayFont.pointSize == 34)
    }

    @Test func boldTextDrawsBold() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      #expect(!pin.displayFont.isBold)
      pin.isBoldTextEnabled = true
      #expect(pin.displayFont.isBold)
    }

    @Test func digitsAreCentredInTheItemAtWholePixels() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      for category in UIContentSizeCategory.allCases {
        pin.preferredContentSizeCategory = category
        let item = pin.drawnItemSize
        let frame = pin.symbolFrame(inItemOfSize: item, scale: 3)
        let font = pin.displayFont
        let baseline = frame.minY + font.ascender
        let capsMiddle = baseline - font.capHeight / 2
        #expect(abs(capsMiddle - item.height / 2) <= 1.0 / 6, "\(category)")
        #expect((frame.minY * 3).rounded() == frame.minY * 3, "on a pixel at 3×")
        #expect(frame.width == item.width && frame.height >= font.lineHeight)
      }
    }
  }
#endif
