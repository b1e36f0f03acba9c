/// Holds an object weakly so that a `@Sendable` closure can capture it (`withUnretained`,
/// `subscribe(with:)`). The object is handed back on whatever thread the events arrive on: as
/// in RxSwift, using it there safely is the caller's business.
@usableFromInline
struct WeakReference<Object: AnyObject>: @unchecked Sendable {
  @usableFromInline weak var object: Object?

  @inlinable
  init(_ object: Object) { self.object = object }
}
