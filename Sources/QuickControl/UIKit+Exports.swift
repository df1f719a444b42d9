// The one place that picks the flavour's UIKit: Apple's where UIKit has views, the headless test
// double (HeadlessUIKit) elsewhere. Every file of the package and of an app that imports
// QuickControl sees the same names (`UIControl`, `UIColor`, `UITextView`) on both.
#if QUICKCONTROL_UIKIT
  @_exported import UIKit
#else
  @_exported import HeadlessUIKit
#endif
