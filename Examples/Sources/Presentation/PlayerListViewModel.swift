import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The players list: the view draws the rows; a selected row is the route to that player's
/// screen. (The friends flow's first screen.)
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Errors: none (a selection cannot fail). Lifetime: holds nothing.
public final class PlayerListViewModel: ViewModel, Sendable {
  public struct Input: Sendable {
    /// The id of the player selected, once per selection.
    public let select: Observable<Int>

    public init(select: Observable<Int>) {
      self.select = select
    }
  }

  public struct Output: Sendable {
    /// Route: show this player.
    public let showPlayer: Signal<Int>
  }

  public let disposeBag = DisposeBag()

  public init() {}

  public func transform(input: Input) -> Output {
    // a view's input is an `Observable`, which could fail: say what an error becomes
    Output(showPlayer: input.select.asSignal(onErrorSignalWith: .empty()))
  }
}
