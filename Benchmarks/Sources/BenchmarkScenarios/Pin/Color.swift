/// A colour value, as a view's fill or border colour.
public struct Color: Equatable, Sendable {
  var red: Float
  var green: Float
  var blue: Float
  var alpha: Float = 1

  static let white = Color(red: 1, green: 1, blue: 1)
  static let gray = Color(red: 0.6, green: 0.6, blue: 0.6)
  static let darkGray = Color(red: 0.2, green: 0.2, blue: 0.2)
  static let red = Color(red: 1, green: 0.2, blue: 0.2)
  static let green = Color(red: 0.2, green: 0.8, blue: 0.3)
  static let blue = Color(red: 0.1, green: 0.4, blue: 1)
}
