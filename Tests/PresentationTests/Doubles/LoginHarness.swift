import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A `LoginReactor` over a scripted use case and global trackers, with its state and the
/// trackers' outputs recorded in virtual time.
final class LoginHarness {
  let scheduler = TestScheduler()
  let useCase: MockLoginUseCase
  let tracking = RequestTracking()
  private(set) var reactor: LoginReactor?
  let bag = DisposeBag()

  let state: TestableObserver<LoginReactor.State>
  let isLoading: TestableObserver<Bool>
  let error: TestableObserver<APIError>

  init(session: Session? = nil) {
    useCase = MockLoginUseCase(session: session)
    let reactor = LoginReactor(useCase: useCase, tracking: tracking)
    self.reactor = reactor
    state = scheduler.createObserver(LoginReactor.State.self)
    isLoading = scheduler.createObserver(Bool.self)
    error = scheduler.createObserver(APIError.self)
    let (states, loading, errors) = SharingScheduler.mock(scheduler) {
      (reactor.state, tracking.isLoading, tracking.error)
    }
    states.drive(onNext: state.onNext).disposed(by: bag)
    loading.drive(onNext: isLoading.onNext).disposed(by: bag)
    errors.emit(onNext: error.onNext).disposed(by: bag)
  }

  func releaseReactor() { reactor = nil }

  var eventCount: Int { state.events.count + isLoading.events.count + error.events.count }

  /// Sends `action` at virtual `time`.
  func send(_ action: LoginReactor.Action, at time: Int) {
    scheduler.scheduleAt(time) { [reactor] in reactor?.action.accept(action) }
  }

  /// The recorded sessions, in order.
  var sessions: [Async<Session, APIError>] { state.elements.map(\.session) }
}
