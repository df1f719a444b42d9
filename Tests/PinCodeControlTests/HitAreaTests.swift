import Foundation
import PinCodeControl
import Testing

@MainActor
@Suite("Hit area: at least 44 × 44 points whatever the drawn size")
struct HitAreaTests {
  @Test func aSmallControlTakesTapsOnA44PointSquareAroundItsCentre() {
    let pin = PinCodeControl(length: 1, purpose: .oneTimeCode)
    let area = pin.hitArea(in: CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(area == CGRect(x: -2, y: -2, width: 44, height: 44))
    #expect(area.midX == 20 && area.midY == 20, "grown around the centre")
  }

  @Test func aLargeControlKeepsItsBounds() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
    #expect(pin.hitArea(in: bounds) == bounds)
    #expect(pin.hitArea(in: CGRect(x: 0, y: 0, width: 200, height: 20)).height == 44)
  }

  @Test func theFittingSizeIsNeverBelowTheMinimumTouchTarget() {
    let pin = PinCodeControl(length: 1, purpose: .oneTimeCode)
    pin.itemSize = CGSize(width: 10, height: 10)
    pin.font = .systemFont(ofSize: 8)
    #expect(pin.contentSize.height < 44)
    #expect(pin.fittingSize == CGSize(width: 44, height: 44))
    pin.length = 6
    #expect(pin.fittingSize.width == pin.contentSize.width, "wide enough already")
    #expect(pin.fittingSize.height == 44)
  }
}
