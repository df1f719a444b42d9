// expect: fails against the SDK and the stand-in: is unavailable|missing argument for parameter 'coder'
// UIMenuElement and UIAction have no init(): -init is NS_UNAVAILABLE in the SDK.
import UIKit

@MainActor func makeElement() -> UIMenuElement { UIMenuElement() }
