// expect-error: cannot convert value of type '@Sendable (PageRequest<Int>) -> SourcedRequest<Page<Entry>, SeasonError>' to expected argument type '@Sendable (PageRequest<Int>) -> SourcedRequest<Page<Entry>, Never>'
// A paged list's error type must be its typed fetch's: `PagedList<…, Never>` over a fetch that
// fails with `SeasonError` would lose the feature's errors.
import CleanDomain
import CleanPresentation

struct Entry: Identifiable, Sendable { let id: Int }
enum SeasonError: Error, Sendable { case closed }

func makeList(
  load: @escaping @Sendable (PageRequest<Int>) -> SourcedRequest<Page<Entry>, SeasonError>
) -> PagedList<Int, Entry, Never> {
  PagedList<Int, Entry, Never>(fetch: { load($0) })
}
