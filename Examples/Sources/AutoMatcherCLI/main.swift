import AutoMatching
import CleanData
import CleanDomain
import Foundation

// auto-matcher --base-url URL [--nickname NAME] [--password PASSWORD] [--query TEXT]
//
// Signs in, finds the players matching the query and starts matches two by two, dropping the
// players the server says are already playing. Exit status: 0 done, 1 a request failed (its
// one-line summary on stderr), 2 bad usage, 130 interrupted (Ctrl-C cancels the request in
// flight).

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("auto-matcher: \(message)\n".utf8))
  exit(status)
}

var options = ["--nickname": "alice", "--password": "secret", "--query": "a"]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
  guard name.hasPrefix("--"), let value = arguments.popFirst() else {
    fail("usage: auto-matcher --base-url URL [--nickname N] [--password P] [--query Q]", status: 2)
  }
  options[name] = value
}
guard let text = options["--base-url"], let baseURL = URL(string: text) else {
  fail("--base-url URL is required", status: 2)
}
let client: MatchmakingClient
do {
  client = try MatchmakingClient(baseURL: baseURL)
} catch {
  fail(TerminalSanitizer.escaped("\(error)"), status: 2)
}

let matcher = AutoMatcher(client: client)
let nickname = options["--nickname"] ?? ""
let password = options["--password"] ?? ""
let query = options["--query"] ?? ""
// Detached: the run and its log closure stay off the main actor, which waits for the result.
typealias Outcome = Result<AutoMatchReport, APIError>
let run = Task.detached { [matcher, nickname, password, query] () async -> Outcome in
  do throws(APIError) {
    let report = try await matcher.run(nickname: nickname, password: password, query: query) {
      print($0)
    }
    return .success(report)
  } catch {
    return .failure(error)
  }
}
// Ctrl-C cancels the run: the request in flight is cancelled and the run ends with .cancelled.
signal(SIGINT, SIG_IGN)
let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
interrupt.setEventHandler { [run] in run.cancel() }
interrupt.resume()

switch await run.value {
case .success(let report):
  print(
    "\(report.matches.count) matches started; dropped \(report.droppedIds); "
      + "unmatched \(report.unmatchedIds)")
case .failure(let error) where error.isCancellation:
  fail("interrupted", status: 130)
case .failure(let error):
  fail(error.summary, status: 1)
}
