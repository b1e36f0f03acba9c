import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

typealias FriendList = PagedList<Unfiltered, User, Never>
typealias FriendListScene = SceneOf<FriendList>
typealias FriendProfile = CachedValue<User, Never>
typealias FriendProfileScene = SceneOf<FriendProfile>

/// A `NavigationFlow` over the kit's blocks with no ViewModel of its own, as an importer builds
/// one, each screen's branch one expression: a bare `PagedList` of friends whose row tap shows a friend, a bare `CachedValue` of the
/// friend. Each fetch is recorded and answered at once (page `n` holds users `2n` and `2n + 1`);
/// the list's first fetch fails when asked. Built inside `SharingScheduler.mock`, on the main
/// actor; the visible screen is recorded in virtual time.
@MainActor
final class BlockFlowHarness {
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  /// The page of each list fetch, in order.
  let pagesFetched = Locked<[Int]>([])
  /// The id of each friend fetch, in order.
  let friendsFetched = Locked<[Int]>([])
  private(set) var flow: NavigationFlow<FriendScreen>?
  let screens: TestableObserver<FriendScreen>

  init(failingFirstPage: Bool = false) {
    let (scheduler, pagesFetched, friendsFetched) = (scheduler, pagesFetched, friendsFetched)
    screens = scheduler.createObserver(FriendScreen.self)
    flow = SharingScheduler.mock(scheduler) {
      NavigationFlow(root: .friends) { screen, routes in
        switch screen {
        case .friends:
          ViewModelScene(
            FriendList { request in
              let calls = pagesFetched.withLock {
                $0.append(request.page)
                return $0.count
              }
              if failingFirstPage, calls == 1 { return .error(APIError.transport(.cannotConnect)) }
              return .just(Sourced(value: Self.page(request.page), source: .network))
            }
          )
          .routing { routes.show($0.inputs.select) { .friend(id: $0.id) } }
        case .friend(let id):
          ViewModelScene(
            FriendProfile {
              friendsFetched.withLock { $0.append(id) }
              return .just(
                Sourced(value: User(id: id, nickname: "f\(id)", rating: 0), source: .network))
            })
        }
      }
    }
    SharingScheduler.mock(scheduler) {
      flow?.visibleScreen.drive(onNext: screens.onNext).disposed(by: bag)
    }
  }

  /// The list's scene, while it is in the stack.
  var list: FriendListScene? { flow?.scene(for: .friends) }

  /// The list's state now.
  var listState: FriendList.State? { (list?.viewModel as? FriendList)?.currentState }

  /// The scene of friend `id`, while it is in the stack.
  func friend(_ id: Int) -> FriendProfileScene? { flow?.scene(for: .friend(id: id)) }

  /// Runs `action` at virtual `time`, on the main actor.
  func at(_ time: Int, _ action: @escaping @MainActor () -> Void) {
    scheduler.scheduleAt(time) { MainActor.assumeIsolated(action) }
  }

  /// Runs the scheduler with traits built meanwhile delivering on it.
  func run() {
    SharingScheduler.mock(scheduler) { scheduler.start() }
  }

  /// Page `index`: users `2 * index` and `2 * index + 1`, with a next page.
  nonisolated static func page(_ index: Int) -> Page<User> {
    Page(
      items: [2 * index, 2 * index + 1].map { User(id: $0, nickname: "u\($0)", rating: 0) },
      page: index, hasNext: true)
  }
}
