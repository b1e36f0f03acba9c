import CleanDomain
import CleanPresentation

struct Entry: Identifiable, Sendable { let id: Int }
enum SeasonError: Error, Sendable { case closed }

func makeList(
  load: @escaping @Sendable (PageRequest<Int>) -> SourcedRequest<Page<Entry>, SeasonError>
) -> PagedList<Int, Entry, SeasonError> {
  PagedList<Int, Entry, SeasonError>(fetch: { load($0) })
}
