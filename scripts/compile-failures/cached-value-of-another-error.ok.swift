import CleanDomain
import CleanPresentation

struct User: Sendable { let id: Int }
enum SomeError: Error, Sendable { case gone }

func makeDetail(
  read: @escaping @Sendable () -> SourcedRequest<User, SomeError>
) -> CachedValue<User, SomeError> {
  CachedValue<User, SomeError>(fetch: { read() })
}
