import Foundation
import Testing

@testable import CleanDemo

@Suite struct ReleaseVersionTests {
  /// The text of the package's `VERSION` file, the version a release is tagged with.
  static func versionFile() throws -> String {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Unit
      .deletingLastPathComponent()  // AppTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func test_whenTheProgramNamesItsVersion_thenItIsTheOneTheVersionFileNames() throws {
    // given
    let released = try Self.versionFile()
    // when
    let printed = HelpText.version
    // then
    #expect(ReleaseVersion.current == released)
    #expect(printed == "matchmaking-demo \(released)")
  }
}
