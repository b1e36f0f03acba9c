/// The address of `object`'s first stored property, typed as `Storage`.
///
/// How a class keeps atomic words inline (no allocation of their own, unlike an atomic box):
/// it declares them as its **first** stored property — one value, or a struct of several — in
/// a class with no superclass (or in the root of its hierarchy), never touches that property in
/// Swift after `init`, and reaches each word through this address and `AtomicInt`,
/// `AtomicBool` or `AtomicRawPointer` (package code: not fenced as `swift`, an importer cannot
/// compile it):
///
/// ```
/// final class Gate {
///   @usableFromInline var atomics = (isOpen: false, count: 0)  // first stored property
///   var isOpen: AtomicBool { AtomicBool(storedPropertiesAddress(of: self, as: Bool.self)) }
/// }
/// ```
///
/// Why not `withUnsafeMutablePointer(to: &self.field)`: that is an `inout` access, which
/// ThreadSanitizer reports as a "Swift access race" whenever two threads reach the same field;
/// this address involves no access at all. The stored properties of a class instance start at
/// the same offset on every platform (after the two-word object header), which is what the
/// standard library's `_getUnsafePointerToStoredProperties` computes. `checkFirstStoredProperty`
/// verifies the layout in debug builds.
@inlinable
@inline(__always)
package func storedPropertiesAddress<Storage>(
  of object: AnyObject, as _: Storage.Type = Storage.self
) -> UnsafeMutablePointer<Storage> {
  _getUnsafePointerToStoredProperties(object).assumingMemoryBound(to: Storage.self)
}

/// Checks, in debug builds, that `field` is `object`'s first stored property, so that
/// `storedPropertiesAddress(of:as:)` reaches it. Call it once at the end of `init`, before the
/// object is shared (`&self.field` is then the only access).
@inlinable
package func checkFirstStoredProperty<Storage>(_ field: inout Storage, of object: AnyObject) {
  assert(
    withUnsafeMutablePointer(to: &field) { UnsafeMutableRawPointer($0) }
      == _getUnsafePointerToStoredProperties(object),
    "the atomic storage must be the first stored property of a root class")
}
