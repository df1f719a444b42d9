import QuickControl

/// The former name of `UIReturnKeyType`, the type of ``PinCodeControl/returnKey``.
@available(*, deprecated, renamed: "UIReturnKeyType")
public typealias PinReturnKey = UIReturnKeyType
