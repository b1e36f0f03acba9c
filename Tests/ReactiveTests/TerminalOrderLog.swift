import CleanReactive
import CleanReactiveTesting

/// The order in which a source's end reaches its own `do` handlers and its disposal, with
/// `operator` between the source and a subscriber: a cold source that ends 10 ticks after it is
/// subscribed — with `TestError.boom` when `fails`, else completed — run by a `TestScheduler`'s
/// `start`. Each entry is one of `"end"` (`onError` / `onCompleted`), `"after end"`
/// (`afterError` / `afterCompleted`) and `"source disposed"` (`onDispose`); RxSwift's operators
/// without a sink that disposes the source inside its end log `["end", "after end", "source
/// disposed"]`.
///
/// Threading: runs on the caller's thread, in virtual time; returns when the scheduler is done.
func sourceTerminalOrder(
  fails: Bool, through transform: @escaping (Observable<Int>) -> Observable<Int>
) -> [String] {
  let scheduler = TestScheduler()
  let end: Recorded<Event<Int>> = fails ? .error(10, TestError.boom) : .completed(10)
  let source = scheduler.createColdObservable([end])
  let log = TestLock<[String]>([])
  @Sendable func write(_ line: String) { log.withLock { $0.append(line) } }
  _ = scheduler.start {
    transform(
      source.do(
        onError: { _ in write("end") }, afterError: { _ in write("after end") },
        onCompleted: { write("end") }, afterCompleted: { write("after end") },
        onDispose: { write("source disposed") }))
  }
  return log.withLock { $0 }
}
