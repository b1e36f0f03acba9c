// expect-error: cannot convert value of type '@Sendable () -> SourcedRequest<User, SomeError>' to expected argument type '@Sendable () -> SourcedRequest<User, Never>'
// A cached value's error type must be its typed fetch's.
import CleanDomain
import CleanPresentation

struct User: Sendable { let id: Int }
enum SomeError: Error, Sendable { case gone }

func makeDetail(
  read: @escaping @Sendable () -> SourcedRequest<User, SomeError>
) -> CachedValue<User, Never> {
  CachedValue<User, Never>(fetch: { read() })
}
