import Fixture
import XCTest

// Test targets are checked too.
final class FixtureTests: XCTestCase {
  func testUnguarded() {
    XCTAssertEqual(Counter().increment(), 1)  // expect-flag
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func testGuarded() {
    XCTAssertEqual(Counter().increment(), 1)  // expect-covered
  }
}
