import CleanDomain
import CleanDomainTesting
import Domain
import Foundation

/// A cache-then-network leaderboard read scripted with the library's `CachedStub`: the server's
/// answers with `page.answer` (emitted with source `.network`), the stored copies with
/// `storeCopy` (emitted first, with source `.cache`, as each read is subscribed). Thread-safe;
/// it stores no answer by itself, so each test says exactly which copies exist.
///
/// The copies sit behind an `NSLock`, which every platform the app supports has
/// (`Synchronization.Mutex` needs iOS 18 / macOS 15).
final class ScriptedCachedLeaderboard: @unchecked Sendable {
  let page = CachedStub<PageRequest<Int>, Page<LeaderboardEntry>>()
  private let lock = NSLock()
  private var copies: [PageRequest<Int>: Page<LeaderboardEntry>] = [:]  // guarded by `lock`

  /// Keeps `copy` as the stored copy of `request` for later reads.
  func storeCopy(_ copy: Page<LeaderboardEntry>, for request: PageRequest<Int>) {
    let kept = lock.withLock {
      copies[request] = copy
      return copies
    }
    page.storedCopy { kept[$0] }
  }

  /// The read of `request`: its stored copy, if any, then the scripted answer.
  func entries(
    _ request: PageRequest<Int>
  ) -> SourcedRequest<Page<LeaderboardEntry>, LeaderboardError> {
    SourcedRequest(classifying: page(request))
  }
}
