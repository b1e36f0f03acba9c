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
      let pages = network(request).map { page in
        Page(items: page.items.map { $0.toDomain() }, page: page.page, hasNext: page.hasNext)
      }
      return CacheThenNetwork.read(request, from: cache, network: pages)
    }
  }
}
