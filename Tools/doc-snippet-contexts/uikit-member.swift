// snippet-shared: uikit
// A member of a control's class: a fragment that declares a state
// (`static let checked = declareState("checked")`) or overrides `setUp()`
// (the properties are DocMember's, the other names uikit.swift's).

class DocMember: QUIckControl {
  var isFilled = false
}

// MARK: - Each fragment
private final class Fragment: DocMember {
  /*FRAGMENT*/
}
