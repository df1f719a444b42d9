#if os(Linux)
  import Foundation
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  /// The names Linux's runtime leaves out of a key path's description.
  ///
  /// Linux prints a key path's computed component (a class's overridable property, a stored
  /// property with a `didSet`, a computed property, a subscript) as `<computed 0x… (Bool)>`: the
  /// address of the getter the compiler made for the key path. That getter is a local symbol
  /// (`key path getter for Form.isAccepted : Bool : Form`), so `dladdr` does not name it, but the
  /// symbol table of the binary that holds it does, unless the binary was stripped. An optimised
  /// build may merge identical getters into one body, which names no property: those stay unnamed.
  /// Read only to print a state table or name a state, and remembered per address.
  enum KeyPathSymbols {
    private static let names = Locked<[UInt: String?]>([:])

    /// The property (`isSelected`) or subscript (`[Int]`) behind the key path getter at `address`;
    /// `nil` when no symbol table names it.
    static func name(ofGetterAt address: UInt) -> String? {
      if let known = names.withLock({ $0[address] }) { return known }
      let name = symbol(at: address).flatMap(demangled).flatMap(memberName)
      names.withLock { $0[address] = name }
      return name
    }

    /// The member a demangled getter reads: `key path getter for Module.Type.member : Value : Root`,
    /// or, where an optimised build uses the property's own getter, `Module.Type.member.getter : Value`.
    private static func memberName(_ demangled: String) -> String? {
      let prefix = "key path getter for "
      if demangled.hasPrefix(prefix) {
        let declaration = demangled.dropFirst(prefix.count)
        let end = topLevelIndex(of: " ", in: declaration) ?? declaration.endIndex
        return member(of: declaration[..<end], arguments: nil)
      }
      guard let getter = demangled.firstRange(of: ".getter : ") else { return nil }
      let type = demangled[getter.upperBound...]
      // A subscript's type is `(option: Swift.Int) -> Swift.Bool`.
      let arguments = type.hasPrefix("(") ? type.dropFirst().prefix { $0 != ")" } : nil
      return member(of: demangled[..<getter.lowerBound], arguments: arguments)
    }

    /// The last name of `declaration` (`Module.(Type in _A1B2).member`); a subscript reads `[option: Int]`,
    /// with `arguments` or those in its own parentheses: the symbol has their labels and types, not their values.
    private static func member(of declaration: Substring, arguments: Substring?) -> String? {
      var lastDot: Substring.Index?
      var depth = 0
      for index in declaration.indices {
        switch declaration[index] {
        case "<", "(", "[": depth += 1
        case ">", ")", "]": depth -= 1
        case "." where depth == 0: lastDot = index
        default: break
        }
      }
      guard let lastDot else { return nil }
      let member = declaration[declaration.index(after: lastDot)...]
      guard member.hasPrefix("subscript") else { return member.isEmpty ? nil : String(member) }
      let listed = arguments ?? member.dropFirst("subscript(".count).prefix { $0 != ")" }
      return "[" + listed.replacing(/[A-Za-z_][A-Za-z0-9_]*\./, with: "") + "]"
    }

    /// The first `character` of `text` outside parentheses and generic arguments.
    private static func topLevelIndex(of character: Character, in text: Substring) -> Substring.Index? {
      var depth = 0
      for index in text.indices {
        switch text[index] {
        case "<", "(", "[": depth += 1
        case ">", ")", "]": depth -= 1
        case character where depth == 0: return index
        default: break
        }
      }
      return nil
    }

    /// The Swift runtime's demangler.
    @_silgen_name("swift_demangle")
    private static func swiftDemangle(
      _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt,
      _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<UInt>?,
      _ flags: UInt32
    ) -> UnsafeMutablePointer<CChar>?

    private static func demangled(_ mangled: String) -> String? {
      mangled.withCString { name in
        guard let result = swiftDemangle(name, UInt(strlen(name)), nil, nil, 0) else { return nil }
        defer { free(result) }
        return String(cString: result)
      }
    }

    /// The name of the symbol that starts at `address`, from the symbol table of its binary.
    private static func symbol(at address: UInt) -> String? {
      guard let (file, base) = mappedFile(containing: address) else { return nil }
      let descriptor = open(file, O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      // The size from the end's offset: no file-metadata call (Apple's required-reason API grep).
      let end = lseek(descriptor, 0, SEEK_END)
      guard end > 64 else { return nil }
      let size = Int(end)
      guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED
      else { return nil }
      defer { munmap(mapped, size) }
      let image = UnsafeRawBufferPointer(start: mapped, count: size)
      // A position-independent binary's symbols are offsets from where it was loaded.
      let isExecutable = image.loadUnaligned(fromByteOffset: 16, as: UInt16.self) == 2
      let value = isExecutable ? UInt64(address) : UInt64(address - base)
      return ELFSymbols(image)?.name(of: value)
    }

    /// The binary mapped at `address` and the address it was loaded at (where its first byte is
    /// mapped), from `/proc/self/maps`.
    private static func mappedFile(containing address: UInt) -> (path: String, base: UInt)? {
      // Read with stdio: `/proc` files report a size of 0, which Foundation's readers trust.
      guard let file = fopen("/proc/self/maps", "r") else { return nil }
      defer { fclose(file) }
      var lines: [String] = []
      var buffer = [CChar](repeating: 0, count: 4096)
      while fgets(&buffer, Int32(buffer.count), file) != nil {
        lines.append(
          String(decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        )
      }
      var mappings: [(start: UInt, end: UInt, offset: UInt, path: Substring)] = []
      for line in lines {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        // The path is the rest of the line, after the spaces that align it.
        guard fields.count == 6, let path = fields[5].firstIndex(of: "/").map({ fields[5][$0...] }) else {
          continue
        }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
          let offset = UInt(fields[2], radix: 16)
        else { continue }
        mappings.append((start, end, offset, path))
      }
      guard let code = mappings.first(where: { $0.start <= address && address < $0.end }),
        let first = mappings.first(where: { $0.path == code.path && $0.offset == 0 })
      else { return nil }
      return (String(code.path), first.start)
    }
  }

  /// The symbol tables of a 64-bit little-endian ELF file in memory.
  private struct ELFSymbols {
    let image: UnsafeRawBufferPointer
    let sections: [(type: UInt32, offset: Int, size: Int, link: Int, entrySize: Int)]

    init?(_ image: UnsafeRawBufferPointer) {
      // "\u{7F}ELF", 64-bit, little-endian.
      guard image.count > 64, image[0] == 0x7F, image[1] == 0x45, image[2] == 0x4C, image[3] == 0x46,
        image[4] == 2, image[5] == 1
      else { return nil }
      self.image = image
      let headers = Int(image.loadUnaligned(fromByteOffset: 40, as: UInt64.self))
      let headerSize = Int(image.loadUnaligned(fromByteOffset: 58, as: UInt16.self))
      let count = Int(image.loadUnaligned(fromByteOffset: 60, as: UInt16.self))
      guard headerSize >= 64, headers > 0, headers + count * headerSize <= image.count else { return nil }
      sections = (0..<count).map { index in
        let at = headers + index * headerSize
        return (
          image.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self),
          Int(image.loadUnaligned(fromByteOffset: at + 24, as: UInt64.self)),
          Int(image.loadUnaligned(fromByteOffset: at + 32, as: UInt64.self)),
          Int(image.loadUnaligned(fromByteOffset: at + 40, as: UInt32.self)),
          Int(image.loadUnaligned(fromByteOffset: at + 56, as: UInt64.self))
        )
      }
    }

    /// The name of the function symbol whose value is `value`, in the full or the dynamic table.
    func name(of value: UInt64) -> String? {
      // SHT_SYMTAB, then SHT_DYNSYM.
      for wanted: UInt32 in [2, 11] {
        for table in sections where table.type == wanted && table.entrySize >= 24 {
          guard table.link < sections.count, table.offset + table.size <= image.count else { continue }
          let strings = sections[table.link]
          guard strings.offset + strings.size <= image.count else { continue }
          for entry in stride(from: table.offset, to: table.offset + table.size, by: table.entrySize)
          where image.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self) == value {
            // STT_FUNC only: a data symbol may share the address.
            guard image[entry + 4] & 0xF == 2 else { continue }
            let nameOffset = Int(image.loadUnaligned(fromByteOffset: entry, as: UInt32.self))
            guard nameOffset < strings.size else { continue }
            let start = strings.offset + nameOffset
            let end = image[start..<(strings.offset + strings.size)].firstIndex(of: 0) ?? start
            let name = String(decoding: image[start..<end], as: UTF8.self)
            // A key path getter (`TK`), or a property's or subscript's own getter (`vg`, `ig`). Not a
            // body an optimised build merged for several identical getters (`…Tm`): its name is one of
            // theirs, perhaps another property's, so the key path stays unnamed.
            if name.hasSuffix("TK") || name.hasSuffix("vg") || name.hasSuffix("ig") { return name }
          }
        }
      }
      return nil
    }
  }
#endif
