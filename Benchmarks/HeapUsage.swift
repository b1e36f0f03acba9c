#if canImport(Glibc)
  import Glibc
#endif

/// Bytes in use by malloc right now (glibc: every arena plus mmapped chunks), or `nil` where
/// that cannot be read.
///
/// Swift's Glibc module does not import `<malloc.h>`, so `mallinfo2()` is out of reach without a
/// C target. `malloc_stats()` (found with `dlsym`) prints the same figure — the `uordblks` sum
/// of `mallinfo2` plus mmapped bytes — to stderr, which this reads back through a pipe.
/// Its own temporary allocations are freed before it returns.
func heapInUse() -> Int? {
  #if canImport(Glibc)
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_stats") else {
      return nil
    }
    let mallocStats = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return nil }
    fflush(nil)
    let savedStandardError = dup(2)
    dup2(descriptors[1], 2)
    mallocStats()
    fflush(nil)
    dup2(savedStandardError, 2)
    close(savedStandardError)
    close(descriptors[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptors[0], &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    close(descriptors[0])
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    guard let total = lines.lastIndex(where: { $0.hasPrefix("Total") }),
      let line = lines[total...].first(where: { $0.hasPrefix("in use bytes") })
    else { return nil }
    return Int(String(line.filter(\.isNumber)))
  #else
    return nil
  #endif
}
