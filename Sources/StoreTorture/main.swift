// A child process for the store's crash and concurrency tests (not a product). It writes
// through CleanStore only and reports each write on standard output once it is committed.
//
//   store-torture burst FILE COUNT        one transaction per write, printing each id after
//                                         its commit (the test kills it mid-burst)
//   store-torture writer FILE NAME COUNT  COUNT writes keyed NAME/i, then "done"
//   store-torture umask-zero FILE         under umask 0: open, save a session, write, and
//                                         print the mode of each of the store's files
//
// Exit status: 0 when done, 1 when a write failed, 2 on bad arguments, 3 when opening warned.
import CleanDomain
import CleanStore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("store-torture: \(message)\n".utf8))
  exit(status)
}

func openStore(_ path: String) -> LocalStore {
  let opening = LocalStore.open(file: URL(fileURLWithPath: path))
  if let warning = opening.warnings.first { fail("\(warning)", status: 3) }
  return opening.store
}

func report(_ line: String) {
  FileHandle.standardOutput.write(Data("\(line)\n".utf8))
}

let origin: ServerOrigin
do {
  origin = try ServerOrigin(url: URL(string: "http://127.0.0.1:8080")!)
} catch {
  fail("\(error)", status: 2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "burst" where arguments.count == 3:
  let cache = ResponseCache(store: openStore(arguments[1]), origin: origin)
  for id in 0..<(Int(arguments[2]) ?? 0) {
    do {
      try cache.store(
        Data(repeating: UInt8(id % 256), count: 4096), for: CacheKey(rawValue: "burst/\(id)"))
    } catch {
      fail("write \(id): \(error)", status: 1)
    }
    report("\(id)")
  }
case "writer" where arguments.count == 4:
  let store = openStore(arguments[1])
  let cache = ResponseCache(store: store, origin: origin)
  let recent = RecentQueries(store: store, origin: origin)
  for id in 0..<(Int(arguments[3]) ?? 0) {
    do {
      try cache.store(
        Data("\(arguments[2]) \(id)".utf8), for: CacheKey(rawValue: "\(arguments[2])/\(id)"))
      try recent.record("\(arguments[2]) \(id)")
    } catch {
      fail("write \(id): \(error)", status: 1)
    }
  }
  report("done")
case "umask-zero" where arguments.count == 2:
  umask(0)
  let store = openStore(arguments[1])
  let sessions = PersistentSessionStore(store: store, origin: origin) { error in
    fail("\(error)", status: 1)
  }
  sessions.save(
    Session(token: "t", user: User(id: 1, nickname: "alice", rating: 1500), refreshToken: "r"))
  do {
    try ResponseCache(store: store, origin: origin).store(Data("x".utf8), for: .user(id: 1))
  } catch {
    fail("\(error)", status: 1)
  }
  for suffix in ["", "-wal", "-shm", ".lock"] {
    var status = stat()
    guard stat(arguments[1] + suffix, &status) == 0 else { fail("stat \(suffix)", status: 1) }
    report("\(suffix) \(String(status.st_mode & 0o777, radix: 8))")
  }
  report("done")
default:
  fail(
    "usage: store-torture burst FILE COUNT | writer FILE NAME COUNT | umask-zero FILE", status: 2)
}
