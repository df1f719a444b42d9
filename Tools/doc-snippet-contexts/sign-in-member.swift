// snippet-shared: sign-in
// A member of the Forms article's sign-in form view (the types are sign-in.swift's).

// MARK: - Each fragment
private final class Fragment: SignInView {
  /*FRAGMENT*/
}
