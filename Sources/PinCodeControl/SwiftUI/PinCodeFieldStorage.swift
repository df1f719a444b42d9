#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Foundation
  import SwiftUI

  /// The control and its sync, kept for as long as the field's identity; publishes the status custom items draw from.
  @MainActor
  final class PinCodeFieldStorage: ObservableObject {
    let control: PinCodeControl
    let sync: PinCodeBindingSync
    @Published var status: PinCodeFieldStatus

    init(length: Int, alphabet: PinAlphabet) {
      control = PinCodeControl(length: length, alphabet: alphabet)
      sync = PinCodeBindingSync(control: control)
      status = PinCodeFieldStatus(control)
      // Bindings are SwiftUI state: write them after the view update, never during it.
      sync.schedule = { work in DispatchQueue.main.async { MainActor.assumeIsolated { work() } } }
    }
  }
#endif
