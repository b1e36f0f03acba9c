import Synchronization

// The fixture's own declarations that need a newer OS than the floor. Everything inside them is
// covered by their @available, including the references in their own signatures.

/// Needs iOS 18 everywhere (it is built on Mutex).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class Counter: Sendable {
  private let storage = Mutex<Int>(0)  // expect-covered

  public init() {}

  public func increment() -> Int {
    storage.withLock { value in  // expect-covered
      value += 1
      return value
    }
  }

  /// A Mutex in the signature of a covered declaration: not flagged.
  public func read(_ other: borrowing Mutex<Int>) -> Int {  // expect-covered
    other.withLock { $0 }  // expect-covered
  }
}

/// iOS 17 / macOS 14 (no visionOS given: visionOS inherits iOS 17, which maps to visionOS 1.0).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func newerHelper() -> Int { 1 }

/// Members of an @available extension inherit its availability.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Int {
  public var doubledLater: Int { self * 2 }
}

/// Unavailable except on macOS: nothing inside needs checking for the other platforms.
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@available(macOS 15.0, *)
public func macOnlyCount() -> Int {
  Counter().increment()  // expect-covered
}

/// A Mutex in the signature of an unguarded function: flagged at the parameter's type.
public func peek(_ lock: borrowing Mutex<Int>) -> Int {  // expect-flag
  0
}

/// A stored property whose type needs iOS 18, in an unguarded type.
public struct Holder: ~Copyable {
  let lock: Mutex<Int>  // expect-flag
}
