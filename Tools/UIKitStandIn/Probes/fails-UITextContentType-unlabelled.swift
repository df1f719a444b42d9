// expect: fails against the SDK and the stand-in: missing argument label 'rawValue:'
// UITextContentType is a non-extensible typed enum: only init(rawValue:).
import UIKit

func contentType() -> UITextContentType { UITextContentType("one-time-code") }
