// snippet-shared: uikit
// A member of the `Checkbox` of QUIckControl's documentation.

class Checkbox: QUIckControl {
  static let checked = declareState("checked")
  var isChecked = false
  let mark = UILabel()
}

// MARK: - Each fragment
private final class Fragment: Checkbox {
  /*FRAGMENT*/
}
