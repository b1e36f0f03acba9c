import Foundation

/// This process's resident memory, read from `/proc/self/status` (Linux), in bytes.
///
/// `resetPeak()` writes `5` to `/proc/self/clear_refs`, which resets the peak (`VmHWM`) to the
/// current resident size, so the peak of one scenario can be read on its own. Every function
/// returns `nil` where that interface does not exist. Not thread-safe with itself: call from one
/// task at a time.
enum ProcessMemory {
  /// `VmRSS`: resident now.
  static var resident: Int? { field("VmRSS:") }
  /// `VmHWM`: the highest resident size since start or since the last `resetPeak()`.
  static var peak: Int? { field("VmHWM:") }

  /// Makes `peak` start again from the current resident size. Returns whether it could.
  @discardableResult
  static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }

  private static func field(_ name: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
      let kilobytes = Int(line.filter(\.isNumber))
    else { return nil }
    return kilobytes * 1024
  }
}
