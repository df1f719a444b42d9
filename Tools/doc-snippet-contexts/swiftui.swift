// SwiftUI: a fragment is the `body` of a view that has the bindings the
// documentation's SwiftUI examples use (`$code`, `$pin`, `$model.pin`, …).
import PinCodeControl
import PlaceholderTextView
import SwiftUI

final class PinModel: ObservableObject {
  @Published var pin = ""
  @Published var pinValidity = PinCodeValidity.incomplete
}

protocol AccountAPI: Sendable {
  func verify(_ code: String) async throws -> Bool
}
struct DocAPI: AccountAPI {
  func verify(_ code: String) async throws -> Bool { code == "123456" }
}
let api: any AccountAPI = DocAPI()

// MARK: - Each fragment
private struct Fragment: View {
  @State var code = ""
  @State var pin = ""
  @State var old = ""
  @State var new = ""
  @State var newPin = ""
  @State var repeatPin = ""
  @State var voucher = ""
  @State var comment = ""
  @State var isEditing = false
  @State var validity = PinCodeValidity.incomplete
  @ObservedObject var model: PinModel
  let item: PinCodeControl.Item
  var form: some View { Form {} }

  var body: some View {
    /*FRAGMENT*/
  }
}
