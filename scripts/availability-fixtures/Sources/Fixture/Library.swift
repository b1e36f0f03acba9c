import Observation

// A macro, a type in a signature, and calls into the standard library.

@Observable  // expect-flag: iOS macOS tvOS watchOS
public final class Model {
  public var value = 0
  public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable  // expect-covered
public final class GuardedModel {
  public var value = 0
  public init() {}
}

/// `Task.sleep(for:)` is iOS 16 / macOS 13: at the floor, fine.
public func nap() async throws {
  try await Task.sleep(for: .milliseconds(1))
}

/// `String(validating:as:)` is new in Swift 6.0: iOS 18 / macOS 15 / visionOS 2.
public func decode(_ bytes: [UInt8]) -> String? {
  String(validating: bytes, as: UTF8.self)  // expect-flag
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public func decodeLater(_ bytes: [UInt8]) -> String? {
  String(validating: bytes, as: UTF8.self)  // expect-covered
}

/// `Sequence.count(where:)` is new in Swift 6.0 too, but inlinable and always emitted into the
/// client: no availability, fine at any floor.
public func countBig(_ values: [Int]) -> Int {
  values.count(where: { $0 > 1 })
}

/// Swift 6 made `&*` a FixedWidthInteger requirement (iOS 18) beside the old extension method of
/// the same signature: the compiler picks the old one below iOS 18. Not flagged.
public func scramble(_ value: UInt64) -> UInt64 {
  value &* 0x9E37_79B9_7F4A_7C15  // expect-covered
}

/// `for await` calls next(isolation:) (iOS 18) only where it is available, next() below: not
/// flagged. Calling next(isolation:) by hand is.
public func firstTwo(_ stream: AsyncStream<Int>) async -> [Int] {
  var values: [Int] = []
  for await value in stream {  // expect-covered
    values.append(value)
    if values.count == 2 { break }
  }
  var iterator = stream.makeAsyncIterator()
  if let extra = await iterator.next(isolation: nil) {  // expect-flag
    values.append(extra)
  }
  return values
}

/// `for try await` over a generic sequence: the same desugaring (the index does not mark this
/// one implicit), so not flagged either.
public func all<S: AsyncSequence>(_ sequence: S) async throws -> [S.Element] {
  var values: [S.Element] = []
  for try await value in sequence {  // expect-covered
    values.append(value)
  }
  return values
}
