import CleanData
import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveUI
import Foundation

/// Reads a file descriptor (standard input) one line of raw bytes at a time, so that a line
/// that is not UTF-8 can be reported as such (`readLine` would silently repair it) and CRLF
/// endings can be handled like a script file's (see `ScriptLine`).
///
/// Threading: thread-safe; `nextLine()` blocks until a whole line (or the end) is read, so call
/// it off the main queue and off the cooperative pool. Errors: a read error ends the input, as
/// the end of the file does.
final class ByteLineReader: Sendable {
  private struct Buffer {
    var bytes: [UInt8] = []
    var isAtEnd = false
  }

  private let descriptor: Int32
  private let buffer = Locked(Buffer())

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line without its `\n`; the last line even without one; `nil` at the end.
  func nextLine() -> [UInt8]? {
    buffer.withLock { buffer in
      while true {
        if let newline = buffer.bytes.firstIndex(of: 0x0A) {
          let line = Array(buffer.bytes[..<newline])
          buffer.bytes.removeSubrange(...newline)
          return line
        }
        if buffer.isAtEnd {
          guard !buffer.bytes.isEmpty else { return nil }
          defer { buffer.bytes.removeAll() }
          return buffer.bytes
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { raw in
          Foundation.read(descriptor, raw.baseAddress, raw.count)
        }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 {
          buffer.isAtEnd = true
        } else {
          buffer.bytes += chunk[..<count]
        }
      }
    }
  }
}
