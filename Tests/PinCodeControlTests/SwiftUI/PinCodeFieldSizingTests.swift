import Foundation
import Testing

@testable import PinCodeControl

@MainActor
@Suite("PinCodeField sizing: SwiftUI gives the control a frame that holds its 44-point hit area")
struct PinCodeFieldSizingTests {
  @Test func theControlsOwnItemsGetTheFittingSizeNotTheirBare21PointHeight() {
    let sync = PinCodeBindingSync(control: PinCodeControl(length: 4, purpose: .oneTimeCode))
    #expect(sync.control.contentSize.height < 44, "body-font items are about 21 points tall")
    let size = sync.fieldSize(proposedWidth: nil, proposedHeight: nil, drawsItems: true)
    #expect(size == CGSize(width: sync.control.contentSize.width, height: 44))
    #expect(
      sync.fieldSize(proposedWidth: 400, proposedHeight: 10, drawsItems: true) == size,
      "the control hugs its items whatever SwiftUI proposes")
  }

  @Test func theFrameSwiftUIGivesHoldsTheWholeHitArea() {
    let sync = PinCodeBindingSync(control: PinCodeControl(length: 1, purpose: .oneTimeCode))
    for drawsItems in [true, false] {
      let size = sync.fieldSize(proposedWidth: 20, proposedHeight: 20, drawsItems: drawsItems)
      let frame = CGRect(origin: .zero, size: size)
      #expect(
        sync.control.hitArea(in: frame) == frame, "no tap area outside the frame, where SwiftUI clips it")
      #expect(size.width >= 44 && size.height >= 44)
    }
  }

  @Test func largeItemsKeepTheirSize() {
    let control = PinCodeControl(length: 4, purpose: .oneTimeCode)
    control.itemSize = CGSize(width: 50, height: 60)
    let sync = PinCodeBindingSync(control: control)
    #expect(
      sync.fieldSize(proposedWidth: nil, proposedHeight: nil, drawsItems: true)
        == CGSize(width: 4 * 50 + 3 * 15, height: 60))
  }

  @Test func customItemsKeepTheSpaceTheyTakeGrownTo44Points() {
    let sync = PinCodeBindingSync(control: PinCodeControl(length: 6, purpose: .oneTimeCode))
    #expect(
      sync.fieldSize(proposedWidth: 260, proposedHeight: 48, drawsItems: false)
        == CGSize(width: 260, height: 48))
    #expect(
      sync.fieldSize(proposedWidth: 180, proposedHeight: 24, drawsItems: false)
        == CGSize(width: 180, height: 44),
      "small custom items: the control, centred on them, is 44 points tall")
    #expect(
      sync.fieldSize(proposedWidth: 30, proposedHeight: 30, drawsItems: false)
        == CGSize(width: 44, height: 44))
  }

  @Test func anUnspecifiedOrInfiniteProposalFallsBackToTheItems() {
    let control = PinCodeControl(length: 4, purpose: .oneTimeCode)
    control.itemSize = CGSize(width: 40, height: 50)
    let sync = PinCodeBindingSync(control: control)
    let content = control.contentSize
    #expect(
      sync.fieldSize(proposedWidth: nil, proposedHeight: nil, drawsItems: false) == content)
    #expect(
      sync.fieldSize(proposedWidth: .infinity, proposedHeight: .nan, drawsItems: false) == content)
    #expect(
      sync.fieldSize(proposedWidth: -5, proposedHeight: 0, drawsItems: false)
        == CGSize(width: content.width, height: 44))
  }

  #if !QUICKCONTROL_UIKIT
    @Test func theSizeGrowsWithTheTextSize() {
      let sync = PinCodeBindingSync(control: PinCodeControl(length: 4, purpose: .oneTimeCode))
      let regular = sync.fieldSize(proposedWidth: nil, proposedHeight: nil, drawsItems: true)
      sync.control.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
      let large = sync.fieldSize(proposedWidth: nil, proposedHeight: nil, drawsItems: true)
      #expect(large.height == sync.control.drawnItemSize.height && large.height > 44)
      #expect(large.width > regular.width)
    }
  #endif
}
