#if QUICKCONTROL_UIKIT
  /// On UIKit platforms the demo is the Xcode playground, Playgrounds/QuickControl.playground.
  @main
  enum PinFormMain {
    static func main() {
      print("pin-form runs on macOS and Linux; on iOS open Playgrounds/QuickControl.playground.")
    }
  }
#else
  import Foundation
  import PinFormDemo

  /// `swift run --package-path Playgrounds pin-form`: the PIN-change form in the terminal. See `--help`.
  @main
  enum PinFormMain {
    @MainActor
    static func main() async {
      let status = await PinFormCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
      exit(status)
    }
  }
#endif
