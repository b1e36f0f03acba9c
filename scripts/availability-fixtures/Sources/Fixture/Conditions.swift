#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import Foundation

// `#if` regions: code that no Apple platform compiles is not checked for them.

#if os(Linux)
  public func linuxOnly() -> Int {
    Counter().increment()  // expect-covered
  }
#endif

#if canImport(FoundationNetworking)
  public func networkingOnly() -> Int {
    Counter().increment()  // expect-covered
  }
#endif

#if !os(iOS)
  public func notOnIOS() -> Int {
    Counter().increment()  // expect-flag: macOS tvOS watchOS visionOS
  }
#endif

#if os(Linux) || (os(macOS) && !canImport(Glibc))
  public func linuxOrMac() -> Int {
    Counter().increment()  // expect-flag: macOS
  }
#endif

#if SOME_FLAG_THAT_IS_NOT_SET
  public func neverCompiledHere() -> Int { 0 }
#elseif DEBUG
  // An unknown condition counts as active on every Apple platform.
  public func debugOnly() -> Int {
    Counter().increment()  // expect-flag
  }
#endif

// The hand list: Process is not on iOS, tvOS, watchOS or visionOS.
public func launch() throws {
  let process = Process()  // expect-flag: iOS tvOS watchOS visionOS
  // A listed type's members are listed with it.
  process.executableURL = URL(fileURLWithPath: "/bin/true")  // expect-flag: iOS tvOS watchOS visionOS
}

#if os(macOS) || os(Linux)
  public func launchOnDesktop() {
    let process = Process()  // expect-covered
    process.executableURL = URL(fileURLWithPath: "/bin/true")  // expect-covered
  }
#endif

public func userName() -> String {
  ProcessInfo.processInfo.userName  // expect-flag: iOS tvOS watchOS visionOS
}
