// snippet-shared: swiftui
// Statements with SwiftUI types (`let valid = PinColor(Color.green)`): the body
// of a main-actor function.

// MARK: - Each fragment
@MainActor private func fragment() async throws {
  /*FRAGMENT*/
}
