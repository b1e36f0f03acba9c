import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A `CachedValueWithSubmission` — a user (read over a scripted cache-then-network stub,
/// failing with `Hidden`) and a write (`Int` → `String`, failing with `Banned`) — its outputs
/// recorded in virtual time, each alone and all of them in one log in delivery order. Every
/// read and write sent is tracked by a ledger (answered, or disposed first).
final class CachedValueWithSubmissionHarness {
  typealias Block = CachedValueWithSubmission<User, Hidden, Int, String, Banned>
  typealias State = Block.State

  /// The read's own error (a profile hidden from the user), distinct from the write's.
  enum Hidden: Error, Equatable {
    case hidden
  }

  /// One output's delivery, for the log of all of them.
  enum Delivery: Equatable {
    case state(State)
    case succeeded(String)
    case networkError(APIError)
    case readError(Hidden)
    case writeError(Banned)
  }

  let scheduler = TestScheduler()
  /// What the read was asked (one call per read sent; always user 3).
  let fetch = CachedStub<Int, User>()
  /// What the write was asked (one call per write sent).
  let write = Stub<Int, String>()
  /// Each read sent, and what became of it.
  let reads = SubmissionHarness.Ledger()
  /// Each write sent, and what became of it.
  let writes = SubmissionHarness.Ledger()
  let loads = PublishSubject<Void>()
  let reloads = PublishSubject<Void>()
  let taps = PublishSubject<Int>()
  private(set) var block: Block?
  let output: Block.Output
  let states: TestableObserver<State>
  let succeeded: TestableObserver<String>
  let networkErrors: TestableObserver<APIError>
  let readErrors: TestableObserver<Hidden>
  let writeErrors: TestableObserver<Banned>
  let log: TestableObserver<Delivery>
  let bag = DisposeBag()

  init(reloadsAfterSuccess: Bool = true) {
    let (fetch, write, reads, writes) = (fetch, write, reads, writes)
    let block = Block(
      fetch: { fetch(3, track: reads.track) },
      write: { TypedRequest(classifying: writes.track(write($0))) },
      reloadsAfterSuccess: reloadsAfterSuccess)
    self.block = block
    let input = Block.Input(
      load: loads.asObservable(), reload: reloads.asObservable(), submit: taps.asObservable())
    output = SharingScheduler.mock(scheduler) { block.transform(input: input) }
    states = scheduler.createObserver(State.self)
    succeeded = scheduler.createObserver(String.self)
    networkErrors = scheduler.createObserver(APIError.self)
    readErrors = scheduler.createObserver(Hidden.self)
    writeErrors = scheduler.createObserver(Banned.self)
    log = scheduler.createObserver(Delivery.self)
    let recording = OutputRecording(log: log, bag: bag)
    recording.record(output.state, in: states, as: Delivery.state)
    recording.record(output.succeeded, in: succeeded, as: Delivery.succeeded)
    recording.record(output.networkError, in: networkErrors, as: Delivery.networkError)
    recording.record(output.readError, in: readErrors, as: Delivery.readError)
    recording.record(output.writeError, in: writeErrors, as: Delivery.writeError)
  }

  /// Reads sent from now on answer `result` `delay` ticks after they are sent.
  func readAnswers(_ result: Result<User, APIError>, after delay: Int = 5) {
    let scheduler = scheduler
    fetch.answer { _ in scheduler.single(after: delay, result) }
  }

  /// Reads sent from now on fail with `error` (the read's own included) after `delay`.
  func readFails(with error: any Error, after delay: Int = 5) {
    let scheduler = scheduler
    fetch.answer { _ in scheduler.single(after: delay, failingWith: error) }
  }

  /// Writes sent from now on answer `result` `delay` ticks after they are sent.
  func writeAnswers(_ result: Result<String, APIError>, after delay: Int = 10) {
    let scheduler = scheduler
    write.answer { _ in scheduler.single(after: delay, result) }
  }

  /// Writes sent from now on fail with `error` (the write's own included) after `delay`.
  func writeFails(with error: any Error, after delay: Int = 10) {
    let scheduler = scheduler
    write.answer { _ in scheduler.single(after: delay, failingWith: error) }
  }

  /// The screen appears at `time`.
  func load(at time: Int) {
    scheduler.scheduleAt(time) { [loads] in loads.onNext(()) }
  }

  /// A pull to refresh at `time`.
  func reload(at time: Int) {
    scheduler.scheduleAt(time) { [reloads] in reloads.onNext(()) }
  }

  /// Taps with `payload` at `time`.
  func tap(_ payload: Int, at time: Int) {
    scheduler.scheduleAt(time) { [taps] in taps.onNext(payload) }
  }

  /// Runs `action` at `time`.
  func at(_ time: Int, _ action: @escaping () -> Void) {
    scheduler.scheduleAt(time, action: action)
  }

  /// Lets go of the block, as a screen that closes lets go of its ViewModel.
  func releaseBlock() { block = nil }
}
