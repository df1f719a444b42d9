import Testing

@testable import PlanCard

@MainActor
struct PlanCardTests {
  @Test func builds() {
    _ = PlanCardWithQuickControl()
    _ = HandWrittenPlanCard()
  }
}
