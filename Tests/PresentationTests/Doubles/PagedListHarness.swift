import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPresentationTesting
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A feature's own error, for the error split of `PagedList`.
enum Banned: Error, Equatable {
  case banned(userIds: [Int])
}

/// A `PagedList` of players over a scripted cache-then-network fetch (`CachedStub`), recorded
/// in virtual time by the public `PagedListRecorder` (what an importer's test uses), plus the
/// scripting shortcuts these tests share.
final class PagedListHarness {
  typealias List = PagedList<String, User, Banned>
  typealias State = List.State

  let fetch = CachedStub<PageRequest<String>, Page<User>>()
  let screen: PagedListRecorder<String, User, Banned>

  init() {
    let fetch = fetch
    screen = PagedListRecorder(List(fetch: { SourcedRequest(classifying: fetch($0)) }))
  }

  var scheduler: TestScheduler { screen.scheduler }
  var list: List? { screen.list }
  var load: PublishRelay<String> { screen.load }
  var nextPage: PublishRelay<Void> { screen.nextPage }
  var refresh: PublishRelay<Void> { screen.refresh }
  var retry: PublishRelay<Void> { screen.retry }
  var output: List.Output { screen.output }
  var bag: DisposeBag { screen.bag }
  var states: TestableObserver<State> { screen.states }
  var networkError: TestableObserver<APIError> { screen.networkErrors }
  var featureError: TestableObserver<Banned> { screen.featureErrors }

  func releaseList() { screen.releaseList() }

  func at(_ time: Int, _ action: @escaping () -> Void) { screen.at(time, action) }

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
