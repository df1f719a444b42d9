// expect: fails against the SDK and the stand-in: does not conform to the 'Sendable' protocol
// CGPath is not Sendable in the 17.4 SDK (CGColor is).
import UIKit

func requireSendable<T: Sendable>(_: T.Type) {}
func pathIsSendable() { requireSendable(CGPath.self) }
