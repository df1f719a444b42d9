import Foundation
import QuickControl
import Testing

#if !QUICKCONTROL_UIKIT

  /// The overlap rules of `KeyboardGeometry`, on an iPhone (390 × 844) and an iPad (1024 × 1366) screen.
  struct KeyboardGeometryTests {
    let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    /// The iPhone's keyboard: 336 points, docked.
    var phoneKeyboard: CGRect { CGRect(x: 0, y: 508, width: 390, height: 336) }

    @Test func fullScreenViewIsCoveredByTheKeyboardHeight() {
      let keyboard = KeyboardGeometry(endFrame: phoneKeyboard, screenBounds: phone)
      #expect(keyboard.isDocked)
      #expect(keyboard.overlap(with: phone) == 336)
    }

    @Test func viewEndingAboveTheKeyboardIsNotCovered() {
      let keyboard = KeyboardGeometry(endFrame: phoneKeyboard, screenBounds: phone)
      #expect(keyboard.overlap(with: CGRect(x: 0, y: 100, width: 390, height: 300)) == 0)
      #expect(keyboard.overlap(with: CGRect(x: 0, y: 100, width: 390, height: 408)) == 0)
    }

    @Test func tabBarUnderTheViewReducesTheOverlap() {
      // A scroll view ending above a 49-point tab bar and the 34-point home indicator.
      let keyboard = KeyboardGeometry(endFrame: phoneKeyboard, screenBounds: phone)
      let scrollView = CGRect(x: 0, y: 0, width: 390, height: 844 - 83)
      #expect(keyboard.overlap(with: scrollView) == 253)
    }

    @Test func safeAreaTheSystemInsetsForAlreadyIsNotAddedTwice() {
      // A full-screen scroll view: UIKit already adds the 34-point home indicator to its inset.
      let keyboard = KeyboardGeometry(endFrame: phoneKeyboard, screenBounds: phone)
      #expect(keyboard.bottomInset(for: phone, systemInset: 34) == 302)
      // A safe area taller than the overlap: nothing to add.
      let shortcutBar = KeyboardGeometry(
        endFrame: CGRect(x: 0, y: 789, width: 390, height: 55), screenBounds: phone)
      #expect(shortcutBar.bottomInset(for: phone, systemInset: 83) == 0)
    }

    @Test func viewPartlyBelowTheKeyboardTopIsCoveredOnlyAsFarAsItReaches() {
      let keyboard = KeyboardGeometry(endFrame: phoneKeyboard, screenBounds: phone)
      // A view entirely under the keyboard is covered by its own height, not the keyboard's.
      #expect(keyboard.overlap(with: CGRect(x: 0, y: 600, width: 390, height: 100)) == 100)
    }

    @Test func floatingIPadKeyboardCoversNothing() {
      let floating = KeyboardGeometry(
        endFrame: CGRect(x: 300, y: 900, width: 320, height: 250), screenBounds: pad)
      #expect(!floating.isDocked)
      #expect(floating.overlap(with: pad) == 0)
    }

    @Test func splitOrUndockedIPadKeyboardCoversNothing() {
      // Undocked and split keyboards are full width but raised off the bottom edge.
      let undocked = KeyboardGeometry(
        endFrame: CGRect(x: 0, y: 700, width: 1024, height: 300), screenBounds: pad)
      #expect(!undocked.isDocked)
      #expect(undocked.overlap(with: pad) == 0)
    }

    @Test func hardwareKeyboardShortcutBarCoversOnlyItsHeight() {
      let bar = KeyboardGeometry(endFrame: CGRect(x: 0, y: 1311, width: 1024, height: 55), screenBounds: pad)
      #expect(bar.isDocked)
      #expect(bar.overlap(with: pad) == 55)
    }

    @Test func keyboardMovingOffScreenCoversNothing() {
      let hiding = KeyboardGeometry(
        endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), screenBounds: phone)
      #expect(!hiding.isDocked)
      #expect(hiding.visibleFrame == .zero)
      #expect(hiding.overlap(with: phone) == 0)
      // Some hardware-keyboard notifications report a zero frame.
      #expect(KeyboardGeometry(endFrame: .zero, screenBounds: phone).overlap(with: phone) == 0)
    }

    @Test func landscapeKeyboardAfterRotation() {
      let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
      let keyboard = KeyboardGeometry(
        endFrame: CGRect(x: 0, y: 181, width: 844, height: 209), screenBounds: landscape)
      #expect(keyboard.overlap(with: landscape) == 209)
    }

    @Test func slideOverWindowIsCoveredWhereTheKeyboardReachesIt() {
      // A narrow window at the right of the iPad screen; the keyboard spans the screen.
      let keyboard = KeyboardGeometry(
        endFrame: CGRect(x: 0, y: 1000, width: 1024, height: 366), screenBounds: pad)
      #expect(keyboard.overlap(with: CGRect(x: 704, y: 20, width: 320, height: 1326)) == 346)
    }

    @Test func framesOffByConversionRoundingStillCountAsDocked() {
      let keyboard = KeyboardGeometry(
        endFrame: CGRect(x: 0.2, y: 508.3, width: 389.6, height: 335.5), screenBounds: phone)
      #expect(keyboard.isDocked)
    }
  }
#endif
