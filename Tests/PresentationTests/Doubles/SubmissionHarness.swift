import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A `Submission` of a write (`Int` → `String`, failing with `Banned`) over a scripted stub,
/// its outputs recorded in virtual time — each output alone, and all of them in one log in the
/// order they were delivered.
final class SubmissionHarness {
  typealias Block = Submission<Int, String, Banned>
  typealias State = Block.State

  /// One output's delivery, for the log of all of them.
  enum Delivery: Equatable {
    case state(State)
    case succeeded(String)
    case networkError(APIError)
    case featureError(Banned)
  }

  let scheduler = TestScheduler()
  /// What the write was asked (one call per write sent).
  let write = Stub<Int, String>()
  /// Each write sent, and what became of it.
  let ledger = Ledger()
  let taps = PublishSubject<Int>()
  private(set) var block: Block?
  let output: Block.Output
  let states: TestableObserver<State>
  let succeeded: TestableObserver<String>
  let networkErrors: TestableObserver<APIError>
  let featureErrors: TestableObserver<Banned>
  let log: TestableObserver<Delivery>
  let bag = DisposeBag()

  init() {
    let (write, ledger) = (write, ledger)
    let block = Block { TypedRequest(classifying: ledger.track(write($0))) }
    self.block = block
    let input = Block.Input(submit: taps.asObservable())
    output = SharingScheduler.mock(scheduler) { block.transform(input: input) }
    states = scheduler.createObserver(State.self)
    succeeded = scheduler.createObserver(String.self)
    networkErrors = scheduler.createObserver(APIError.self)
    featureErrors = scheduler.createObserver(Banned.self)
    log = scheduler.createObserver(Delivery.self)
    let recording = OutputRecording(log: log, bag: bag)
    recording.record(output.state, in: states, as: Delivery.state)
    recording.record(output.succeeded, in: succeeded, as: Delivery.succeeded)
    recording.record(output.networkError, in: networkErrors, as: Delivery.networkError)
    recording.record(output.featureError, in: featureErrors, as: Delivery.featureError)
  }

  /// The write answers `result` `delay` ticks after it is sent.
  func writeAnswers(_ result: Result<String, APIError>, after delay: Int = 10) {
    let scheduler = scheduler
    write.answer { _ in scheduler.single(after: delay, result) }
  }

  /// The write fails with `error` (any error, a feature's own included) after `delay`.
  func writeFails(with error: any Error, after delay: Int = 10) {
    let scheduler = scheduler
    write.answer { _ in scheduler.single(after: delay, failingWith: error) }
  }

  /// Taps with `payload` at `time`.
  func tap(_ payload: Int, at time: Int) {
    scheduler.scheduleAt(time) { [taps] in taps.onNext(payload) }
  }

  /// Runs `action` at `time`.
  func at(_ time: Int, _ action: @escaping () -> Void) {
    scheduler.scheduleAt(time, action: action)
  }

  /// What became of each write sent, in call order: its answer reached the block, or the
  /// block disposed it first (a cancellation).
  final class Ledger: Sendable {
    enum Fate: Equatable, Sendable { case inFlight, answered, disposed }
    private let fates = Locked<[Fate]>([])

    var all: [Fate] { fates.withLock { $0 } }

    func track<Value>(_ single: Single<Value>) -> Single<Value> {
      let fates = fates
      let call = fates.withLock { fates -> Int in
        fates.append(.inFlight)
        return fates.count - 1
      }
      return Single.create { completion in
        let subscription = single.subscribe { result in
          fates.withLock { $0[call] = .answered }
          completion(result)
        }
        return Disposables.create {
          subscription.dispose()
          fates.withLock { if $0[call] == .inFlight { $0[call] = .disposed } }
        }
      }
    }
  }

  /// Lets go of the block, as a screen that closes lets go of its ViewModel.
  func releaseBlock() { block = nil }
}
