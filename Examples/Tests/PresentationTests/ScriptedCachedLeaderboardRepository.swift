import CleanDomain
import CleanDomainTesting
import CleanReactive
import Domain
import Synchronization

/// A `CachedLeaderboardRepository` whose server answers a test scripts with the library's
/// `Stub` (emitted with source `.network`), and whose stored copies it sets with `storeCopy`
/// (emitted first, with source `.cache`, as each read is subscribed). Thread-safe; it stores
/// no answer by itself, so each test says exactly which copies exist.
final class ScriptedCachedLeaderboardRepository: CachedLeaderboardRepository {
  let page = Stub<PageRequest<Int>, Page<LeaderboardEntry>>()
  private let copies = Mutex<[PageRequest<Int>: Page<LeaderboardEntry>]>([:])

  /// Keeps `copy` as the stored copy of `request` for later reads.
  func storeCopy(_ copy: Page<LeaderboardEntry>, for request: PageRequest<Int>) {
    copies.withLock { $0[request] = copy }
  }

  func entries(_ request: PageRequest<Int>) -> Observable<Sourced<Page<LeaderboardEntry>>> {
    let answer = page(request).asObservable().map { Sourced(value: $0, source: .network) }
    return Observable.deferred { [self] in
      guard let copy = copies.withLock({ $0[request] }) else { return answer }
      return answer.startWith(Sourced(value: copy, source: .cache))
    }
  }
}
