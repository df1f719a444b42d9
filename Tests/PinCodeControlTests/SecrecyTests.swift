import Foundation
import QuickControl
import Testing

@testable import PinCodeControl

/// Whether a sanitizer runs the tests (`Tools/sanitizers` says so): the heap scan
/// would read the sanitizer's shadow memory too, terabytes of address space.
private let underSanitizer = ProcessInfo.processInfo.environment["QUICKCONTROL_SANITIZER"] != nil

/// Nothing that reflects or describes the control or its model reveals the code,
/// and the library leaves no copy of it in memory after clear and deallocation.
@MainActor
@Suite("Secrecy: descriptions, reflection and memory never reveal the code")
struct SecrecyTests {
  static let letters = PinCode.Alphabet.custom(CharacterSet(charactersIn: "QZXJVKWP"))

  /// Everything a debugger, a log line or a crash reporter could print of `value`.
  func everyDescription(of value: Any) -> String {
    var dumped = ""
    dump(value, to: &dumped)
    let mirror = Mirror(reflecting: value)
    let children = mirror.children.map { "\($0.label ?? "") \($0.value)" }.joined(separator: " ")
    return [
      dumped, children, String(describing: value), String(reflecting: value), "\(value)",
    ].joined(separator: "\n")
  }

  @Test func theModelNeverDescribesItsCode() {
    var code = PinCode(length: 6, alphabet: Self.letters, text: "QZXJ")
    #expect(code.description == "••••__")
    let texts = everyDescription(of: code)
    #expect(!texts.contains("QZXJ") && !texts.contains("\"Q\""), "\(texts)")
    code.insert("VK")
    #expect(!everyDescription(of: code).contains("QZXJVK"))
    #expect(!everyDescription(of: code.insert("W")).contains("W\""))
  }

  @Test func theControlNeverDescribesItsCodeInSecureEntry() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode, alphabet: Self.letters)
    pin.isSecureTextEntry = true
    for character in "QZXJVK" { pin.insertText(String(character)) }
    let texts = everyDescription(of: pin)
    for fragment in ["QZXJVK", "\"Q\"", "\"K\""] {
      #expect(!texts.contains(fragment), "\(fragment) in \(texts)")
    }
    #expect(!everyDescription(of: pin.items).contains("\"Q\""))
  }

  @Test func theControlReflectsItsSettingsAndProgressOnly() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode, alphabet: Self.letters)
    pin.isSecureTextEntry = true
    pin.insertText("QZX")
    let children = Mirror(reflecting: pin).children
    // On UIKit a view's default mirror would list the hidden input field, whose text is the code.
    #expect(children.map(\.label) == ["pinCode", "isSecureTextEntry", "isFilled", "isValid"])
    #expect(children.first.map { "\($0.value)" } == "•••___")
  }

  @Test func theBindingSyncNeverReflectsTheCodeItRemembers() {
    let screen = PinFieldHarness(length: 6)
    screen.appSets(code: "123456")
    screen.settle()
    let texts = everyDescription(of: screen.sync)
    #expect(!texts.contains("123456"), "\(texts)")
    #expect(Mirror(reflecting: screen.sync).children.map(\.label) == ["control", "hasPendingFocus"])
  }

  #if os(Linux)
    /// Enters `code` into a control in secure entry on every input path: typed one
    /// character at a time as a keyboard does, AutoFilled twice, read back and validated
    /// (by an app's validator, or by the purpose's built-in check).
    func entered(_ code: StaticString, appValidator: Bool = true) -> PinCodeControl {
      let length = code.utf8CodeUnitCount
      let pin = PinCodeControl(length: length, purpose: .oneTimeCode, alphabet: Self.letters)
      pin.isSecureTextEntry = true
      if appValidator { pin.validator = { $0.count == length } }
      code.withUTF8Buffer { bytes in
        for byte in bytes { pin.insertText(String(UnicodeScalar(byte))) }
      }
      pin.deleteBackward()
      pin.acceptInputFieldEdit(replacing: 0, with: "K")
      // Not `pin.code`: that is a copy the caller makes, out of the library's reach.
      #expect(pin.isFilled && pin.isValid && pin.pinCode.count == length)
      return pin
    }

    /// Counts copies of `code` left after the control that held it was cleared, and after one was deallocated.
    func copiesLeft(
      _ code: StaticString, appValidator: Bool = true
    ) throws -> (afterClear: HeapScan, afterDeallocation: HeapScan) {
      let pin = entered(code, appValidator: appValidator)
      pin.clear()
      let afterClear = try #require(HeapScan.count(code))
      var other: PinCodeControl? = entered(code, appValidator: appValidator)
      other?.isSecureTextEntry = false
      _ = other?.items
      other = nil
      let afterDeallocation = try #require(HeapScan.count(code))
      print(
        "Heap copies of a \(code.utf8CodeUnitCount)-character code: after clear \(afterClear), after deallocation \(afterDeallocation)"
      )
      return (afterClear, afterDeallocation)
    }

    @Test(.disabled(if: underSanitizer, "scans the shadow memory too"))
    func theHeapScanFindsPlantedCopies() throws {
      let code: StaticString = "PVWJKQ"
      let planted = UnsafeMutablePointer<UInt8>.allocate(capacity: 6)
      code.withUTF8Buffer { planted.initialize(from: $0.baseAddress!, count: 6) }
      var characters: [Character] = []
      code.withUTF8Buffer { bytes in
        for byte in bytes { characters.append(Character(UnicodeScalar(byte))) }
      }
      let found = try #require(HeapScan.count(code))
      #expect(found.utf8 >= 1 && found.characterArray >= 1, "\(found)")
      planted.update(repeating: 0, count: 6)
      planted.deallocate()
      withExtendedLifetime(characters) {}
    }

    @Test(.disabled(if: underSanitizer, "scans the shadow memory too"))
    func noCopyOfAShortCodeStaysInTheHeap() throws {
      let (afterClear, afterDeallocation) = try copiesLeft("WJKQPVXK")
      #expect(afterClear.total == 0, "\(afterClear)")
      #expect(afterDeallocation.total == 0, "\(afterDeallocation)")
    }

    /// The heap scans look for the whole code, which the allocator partly overwrites when it
    /// frees a block (its list pointers) or reuses it: they cannot tell whether the storage was
    /// zeroed. This test reads the storage's own block right after it is freed, before anything
    /// can reuse it, and looks for any single character of the code in it.
    @Test(.disabled(if: underSanitizer, "reads a block as glibc's allocator frees it"))
    func theReleasedStorageKeepsNoCharacterOfTheCode() throws {
      let code: StaticString = "WJKQPVXK"
      var pin: PinCodeControl? = entered(code)
      let (address, count) = try #require(pin?.pinCode.storageBytes)
      var characters: Set<UInt32> = []
      code.withUTF8Buffer { bytes in
        for byte in bytes { characters.insert(UInt32(byte)) }
      }
      let freed = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 4)
      defer { freed.deallocate() }
      freed.initializeMemory(as: UInt8.self, repeating: 0)
      pin = nil  // the control, its code and the code's storage are released
      #expect(HeapScan.read(address, into: freed))
      let left = (0..<count / 4).map { freed.load(fromByteOffset: $0 * 4, as: UInt32.self) }
      #expect(!left.contains(where: characters.contains), "freed storage: \(left)")
    }

    /// A code longer than 15 UTF-8 bytes: the string the validator receives is a
    /// heap string (a copy handed to the app, which Swift frees without
    /// overwriting), so UTF-8 copies may remain, one per validation at most. The
    /// library's own storage forms must not.
    @Test(.disabled(if: underSanitizer, "scans the shadow memory too"))
    func noCopyOfALongCodeStaysInTheLibrarysStorage() throws {
      let (afterClear, afterDeallocation) = try copiesLeft("XWPZJVQKXWPZJVQKXWPK")
      for scan in [afterClear, afterDeallocation] {
        #expect(scan.characterArray == 0 && scan.utf32 == 0 && scan.utf16 == 0, "\(scan)")
        // Two controls, each validated a few times: a bound, not a leak of the storage.
        #expect(scan.utf8 <= 4, "\(scan)")
      }
    }

    /// Without a validator of the app's, completing a code makes no `String` of it:
    /// the built-in check reads the storage, so not even the long code's heap string remains.
    @Test(.disabled(if: underSanitizer, "scans the shadow memory too"))
    func theBuiltInCheckLeavesNoCopyOfALongCode() throws {
      let (afterClear, afterDeallocation) = try copiesLeft("QKXWPZJVQKXWPZJVQKXW", appValidator: false)
      #expect(afterClear.total == 0, "\(afterClear)")
      #expect(afterDeallocation.total == 0, "\(afterDeallocation)")
    }
  #endif
}
