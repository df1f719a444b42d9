// snippet-shared: uikit
// A method of a sign-in or checkout form view (the Forms article's): its fields, its states and
// the work it runs.

enum SignInAnswer: Equatable {
  case accepted, wrongCredentials
  var isAccepted: Bool { self == .accepted }
}
struct PaymentAnswer {
  var isApproved: Bool
  var summary: String
}
@MainActor final class DocSignInService {
  func signIn(email: String, password: String) async throws -> SignInAnswer { .accepted }
}
@MainActor final class DocGateway {
  func pay(_ card: String) async throws -> PaymentAnswer { PaymentAnswer(isApproved: true, summary: "") }
}
enum DocStatus: CaseIterable {
  case idle, downloading, done
  var color: UIColor { self == .done ? .systemGreen : .systemBlue }
}
@MainActor final class SignInDocViews {
  let email = UITextField()
  let password = UITextField()
  let card = UITextField()
  let submit = UIButton()
  let retry = UIButton()
  let message = UILabel()
  func clear() {}
}

class SignInView: QUIckControl {
  static let emailLeft = declareState("emailLeft")
  static let signingIn = declareState("signingIn")
  static let submitted = declareState("submitted")
  static let declined = declareState("declined")
  static let wrongPassword = declareState("wrongPassword")
  static let cardDeclined = declareState("cardDeclined")
  static let offline = declareState("offline")
  static let failed = declareState("failed")
  static let locked = declareState("locked")
  static let resendWaits = declareState("resendWaits")
  let views = SignInDocViews()
  let signIn = StateTask<SignInAnswer>()
  let payment = StateTask<PaymentAnswer>()
  let service = DocSignInService()
  let gateway = DocGateway()
  let card = "4242 4242 4242 4242"
  let receiptLabel = UILabel()
  let errorLabel = UILabel()
  var status = DocStatus.idle
  var canSubmit: Bool { true }
}

// MARK: - Each fragment
private final class Fragment: SignInView {
  func fragment() async throws {
    /*FRAGMENT*/
  }
}
