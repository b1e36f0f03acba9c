import Dispatch
import Foundation

/// Reads a pipe to its end on a thread of its own (not a Dispatch thread: see `OwnThread`), while
/// the caller reads another one.
final class ErrorsReader: @unchecked Sendable {
  private let group = DispatchGroup()
  private var data = Data()  // written once before `group.leave()`, read after `wait()`

  init(_ handle: FileHandle) {
    group.enter()
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      group.leave()
    }
  }

  func wait() -> Data {
    group.wait()
    return data
  }
}
