#if os(Linux)
  import Glibc

  /// Counts copies of a code in the process's writable private memory (the
  /// malloc heap, anonymous mappings), read through `/proc/self/mem` so that
  /// freed memory is read too and sanitizers do not object.
  ///
  /// Four encodings are counted: UTF-8, UTF-16 and UTF-32 (little-endian), and
  /// an array of Swift `Character`s (16 bytes each, a small string per character).
  /// The scanner keeps its needles and buffer in a mapping of its own and skips it.
  struct HeapScan {
    /// Copies found, per encoding.
    var utf8 = 0
    var utf16 = 0
    var utf32 = 0
    var characterArray = 0
    /// All copies.
    var total: Int { utf8 + utf16 + utf32 + characterArray }

    /// Scans for `code`, which must be ASCII (so each encoding is exact).
    ///
    /// The caller passes the code as a `StaticString`: a literal in the binary's
    /// read-only data, never a copy on the heap.
    static func count(_ code: StaticString) -> HeapScan? {
      let length = code.utf8CodeUnitCount
      let chunk = 1 << 20
      let needleBytes = length * (1 + 2 + 4 + 16)
      let size = chunk + needleBytes + 64 * length
      guard
        let raw = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        raw != MAP_FAILED
      else { return nil }
      defer { munmap(raw, size) }
      let base = raw.assumingMemoryBound(to: UInt8.self)
      let own = UInt(bitPattern: raw)..<(UInt(bitPattern: raw) + UInt(size))
      // Needles after the read buffer.
      let utf8Needle = base + chunk
      let utf16Needle = utf8Needle + length
      let utf32Needle = utf16Needle + 2 * length
      let characterNeedle = utf32Needle + 4 * length
      memset(utf8Needle, 0, needleBytes)
      code.withUTF8Buffer { bytes in
        for (index, byte) in bytes.enumerated() {
          utf8Needle[index] = byte
          utf16Needle[2 * index] = byte
          utf32Needle[4 * index] = byte
          characterNeedle[16 * index] = byte
          characterNeedle[16 * index + 15] = 0xE1  // a small string of one ASCII byte
        }
      }
      let needles: [(UnsafeMutablePointer<UInt8>, Int, WritableKeyPath<HeapScan, Int>)] = [
        (utf8Needle, length, \.utf8), (utf16Needle, 2 * length, \.utf16),
        (utf32Needle, 4 * length, \.utf32), (characterNeedle, 16 * length, \.characterArray),
      ]
      let overlap = 16 * length
      guard let maps = fopen("/proc/self/maps", "r") else { return nil }
      var regions: [(UInt, UInt)] = []
      var line = [CChar](repeating: 0, count: 512)
      while fgets(&line, Int32(line.count), maps) != nil {
        let text = String(
          decoding: line.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = text.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 5, fields[1] == "rw-p" else { continue }
        // Private writable memory with no file behind it: the heap and anonymous mappings.
        let path = fields.count >= 6 ? fields[5].trimmingCharacters() : ""
        guard path.isEmpty || path == "[heap]" || path.hasPrefix("[anon") else { continue }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16),
          let end = UInt(bounds[1], radix: 16)
        else { continue }
        regions.append((start, end))
      }
      fclose(maps)
      let memory = open("/proc/self/mem", O_RDONLY)
      guard memory >= 0 else { return nil }
      defer { close(memory) }
      var result = HeapScan()
      for (start, end) in regions where !own.overlaps(start..<end) {
        var address = start
        while address < end {
          let want = Int(min(UInt(chunk), end - address))
          let got = pread(memory, base, want, off_t(Int64(bitPattern: UInt64(address))))
          if got <= 0 { break }
          for (needle, count, counter) in needles {
            var offset = 0
            while offset + count <= got {
              guard let at = Self.find(needle, count, in: base, from: offset, to: got) else { break }
              // A hit starting in the overlap is counted by the next read.
              if at + count <= got && (got < want || at < got - overlap || address + UInt(got) >= end) {
                result[keyPath: counter] += 1
              }
              offset = at + 1
            }
          }
          if got < want { break }
          let advance = address + UInt(got) >= end ? UInt(got) : UInt(got - overlap)
          address += advance
        }
      }
      memset(base, 0, chunk)
      return result
    }

    /// Reads the bytes at `address` into `buffer` through `/proc/self/mem`, freed memory too;
    /// allocates nothing, so a freed block is read before anything can reuse it.
    static func read(_ address: UInt, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
      let memory = open("/proc/self/mem", O_RDONLY)
      guard memory >= 0 else { return false }
      defer { close(memory) }
      let got = pread(memory, buffer.baseAddress, buffer.count, off_t(Int64(bitPattern: UInt64(address))))
      return got == buffer.count
    }

    /// The offset of the first `count` bytes at `needle` in `haystack[from..<to]`.
    private static func find(
      _ needle: UnsafeMutablePointer<UInt8>, _ count: Int, in haystack: UnsafeMutablePointer<UInt8>,
      from: Int, to: Int
    ) -> Int? {
      var offset = from
      while offset + count <= to {
        guard let first = memchr(haystack + offset, Int32(needle[0]), to - count + 1 - offset) else {
          return nil
        }
        let at = first.assumingMemoryBound(to: UInt8.self) - haystack
        if memcmp(haystack + at, needle, count) == 0 { return at }
        offset = at + 1
      }
      return nil
    }
  }

  extension Substring {
    fileprivate func trimmingCharacters() -> String {
      String(self.filter { !$0.isWhitespace })
    }
  }
#endif
