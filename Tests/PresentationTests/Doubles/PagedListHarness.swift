import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A feature's own error, for the error split of `PagedList`.
enum Banned: Error, Equatable {
  case banned(userIds: [Int])
}

/// A `PagedList` of players over a scripted cache-then-network fetch (`CachedStub`), with
/// relay inputs and every output recorded in virtual time.
final class PagedListHarness {
  typealias List = PagedList<String, User, Banned>
  typealias State = List.State

  let scheduler = TestScheduler()
  let fetch = CachedStub<PageRequest<String>, Page<User>>()
  private(set) var list: List?
  let load = PublishRelay<String>()
  let nextPage = PublishRelay<Void>()
  let refresh = PublishRelay<Void>()
  let retry = PublishRelay<Void>()
  let output: List.Output
  let bag = DisposeBag()

  let states: TestableObserver<State>
  let networkError: TestableObserver<APIError>
  let featureError: TestableObserver<Banned>

  init() {
    let fetch = fetch
    let list = List(fetch: { fetch($0) })
    self.list = list
    let input = List.Input(
      load: load.asObservable(), nextPage: nextPage.asObservable(),
      refresh: refresh.asObservable(), retry: retry.asObservable())
    output = SharingScheduler.mock(scheduler) { list.transform(input: input) }
    states = scheduler.createObserver(State.self)
    networkError = scheduler.createObserver(APIError.self)
    featureError = scheduler.createObserver(Banned.self)
    output.state.drive(onNext: states.onNext).disposed(by: bag)
    output.networkError.emit(onNext: networkError.onNext).disposed(by: bag)
    output.featureError.emit(onNext: featureError.onNext).disposed(by: bag)
  }

  func releaseList() { list = nil }

  func at(_ time: Int, _ action: @escaping () -> Void) {
    scheduler.scheduleAt(time, action: action)
  }

  /// The server answers page `n` with `pages[n]` after `delay`.
  func serverAnswers(_ pages: [Page<User>], after delay: Int = 10) {
    let scheduler = scheduler
    fetch.answer { request in scheduler.single(after: delay, .success(pages[request.page])) }
  }

  /// The stored copy of page `n` is `copies[n]` (none past the end).
  func storedCopies(_ copies: [Page<User>]) {
    fetch.storedCopy { request in request.page < copies.count ? copies[request.page] : nil }
  }
}
