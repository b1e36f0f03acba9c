import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

typealias ItemListScene = ViewModelScene<PublishRelay<Int>, ItemListViewModel.Output>
typealias ItemDetailScene = ViewModelScene<
  (close: PublishRelay<Void>, restart: PublishRelay<Void>), ItemDetailViewModel.Output
>

/// A `NavigationFlow` of a list and its items, as an importer builds one, its visible screen
/// recorded in virtual time. The flow and its scenes are built inside `SharingScheduler.mock`,
/// so their traits deliver on the `TestScheduler`, on the main actor. Counts the scenes built.
@MainActor
final class ItemFlowHarness {
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  private(set) var flow: NavigationFlow<ItemScreen>?
  let screens: TestableObserver<ItemScreen>
  private let built = Counter()

  init() {
    let scheduler = scheduler
    let built = built
    screens = scheduler.createObserver(ItemScreen.self)
    flow = SharingScheduler.mock(scheduler) {
      NavigationFlow(root: .list) { screen, routes in
        built.count += 1
        switch screen {
        case .list:
          let scene = ItemListScene(ItemListViewModel(), inputs: PublishRelay()) {
            .init(select: $0.asObservable())
          }
          routes.show(scene.output.showItem) { .item($0) }
          return scene
        case .item(let id):
          let scene = ItemDetailScene(
            ItemDetailViewModel(id: id), inputs: (close: PublishRelay(), restart: PublishRelay())
          ) { .init(close: $0.close.asObservable(), restart: $0.restart.asObservable()) }
          routes.back(on: scene.output.closed)
          routes.reset(to: .list, on: scene.output.restarted)
          return scene
        }
      }
    }
    SharingScheduler.mock(scheduler) {
      flow?.visibleScreen.drive(onNext: screens.onNext).disposed(by: bag)
    }
  }

  /// How many scenes the flow has built.
  var scenesBuilt: Int { built.count }

  /// The list's scene, while the list is in the stack.
  var list: ItemListScene? { flow?.scene(for: .list) }

  /// The scene of item `id`, while it is in the stack.
  func item(_ id: Int) -> ItemDetailScene? { flow?.scene(for: .item(id)) }

  /// Lets the flow go.
  func release() { flow = nil }

  /// Runs `action` at virtual `time`, inside the mocked `SharingScheduler`.
  func at(_ time: Int, _ action: @escaping @MainActor () -> Void) {
    scheduler.scheduleAt(time) { MainActor.assumeIsolated(action) }
  }

  /// Runs the scheduler with traits built meanwhile delivering on it.
  func run() {
    SharingScheduler.mock(scheduler) { scheduler.start() }
  }

  @MainActor
  private final class Counter {
    var count = 0
  }
}
