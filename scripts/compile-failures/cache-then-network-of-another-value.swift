// expect-error: cannot convert value of type 'TypedRequest<Page<TournamentDTO>, Never>' to expected argument type 'TypedRequest<Page<Tournament>, Never>'
// A cached read's network must answer the cache's `Value`, the cache held as
// `any EntityCache<Key, Value>` too: the wire's pages (`Page<TournamentDTO>`) are not stored in
// a cache of the domain's (`Page<Tournament>`); the twin maps them first.
import CleanData
import CleanDomain

struct Tournament: Sendable { let id: Int }
struct TournamentDTO: Decodable, Sendable {
  let id: Int
  func toDomain() -> Tournament { Tournament(id: id) }
}

struct CachedTournaments: Sendable {
  let cache: any EntityCache<PageRequest<Unfiltered>, Page<Tournament>>
  let network: @Sendable (PageRequest<Unfiltered>) -> TypedRequest<Page<TournamentDTO>, Never>

  var tournaments: @Sendable (PageRequest<Unfiltered>) -> SourcedRequest<Page<Tournament>, Never> {
    { [cache, network] request in
      let pages = network(request)
      return CacheThenNetwork.read(request, from: cache, network: pages)
    }
  }
}
