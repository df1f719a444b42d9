// snippet-shared: headless
// A Swift Testing test on the headless bases (`swift test` on Linux): a fragment
// is the body of a test function.
import Testing

// MARK: - Each fragment
@Test @MainActor private func fragment() async throws {
  /*FRAGMENT*/
}
