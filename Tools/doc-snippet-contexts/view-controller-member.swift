// snippet-shared: uikit
// A member of a view controller (`override func viewDidLoad()`, a property),
// with the names of uikit.swift.

// MARK: - Each fragment
private final class Fragment: DocViewController {
  /*FRAGMENT*/
}
