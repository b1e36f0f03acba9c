import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// A ViewModel of an importer's whose `Input` is its `Intents`: the relays are declared once,
/// with no `Input` struct and public initializer beside them (an importer's trial wrote both).
private final class JoinViewModel: IntentsViewModel, Sendable {
  struct Intents: ScreenIntents {
    let join = PublishRelay<Void>()
  }
  typealias Input = Intents

  struct Output: Sendable {
    let joined: Signal<String>
  }

  let disposeBag = DisposeBag()
  private let entry: Submission<Void, String, Never>

  init(write: @escaping Submission<Void, String, Never>.Write) {
    entry = Submission(write: write)
  }

  func transform(input: Input) -> Output {
    Output(joined: entry.transform(input: .init(submit: input.join.asObservable())).succeeded)
  }
}

@MainActor
@Test func test_whenAViewModelsInputIsItsIntents_thenItsSceneFeedsTheRelaysToIt() {
  // given
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  let joined = scheduler.createObserver(String.self)
  let scene: SceneOf<JoinViewModel> = SharingScheduler.mock(scheduler) {
    ViewModelScene(JoinViewModel(write: { TypedRequest(classifying: .just("seat 3")) }))
  }
  SharingScheduler.mock(scheduler) {
    scene.output.joined.emit(onNext: joined.onNext).disposed(by: bag)
  }
  // when: the view taps through the scene's relays
  scheduler.scheduleAt(10) { MainActor.assumeIsolated { scene.inputs.join.accept(()) } }
  SharingScheduler.mock(scheduler) { scheduler.start() }
  // then
  #expect(joined.events == [.next(10, "seat 3")])
}
