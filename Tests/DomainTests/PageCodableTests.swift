import CleanDomain
import Foundation
import Testing

/// A page of `Codable` items is `Codable`, page number included, so a stored copy needs no
/// stored form of its own (an importer's trial wrote fifteen lines of one).
@Suite struct PageCodableTests {
  struct Tournament: Codable, Equatable, Sendable {
    let id: Int
  }

  @Test func test_whenAPageIsEncodedAndDecoded_thenItsItemsNumberAndHasNextSurvive() throws {
    // given
    let page = Page(items: [Tournament(id: 1), Tournament(id: 2)], page: 3, hasNext: true)
    // when
    let decoded = try JSONDecoder().decode(
      Page<Tournament>.self, from: JSONEncoder().encode(page))
    // then
    #expect(decoded == page)
  }

  @Test func test_whenAStoredPageLacksItsNumber_thenDecodingFails() {
    // given: a wire page's shape, which leaves the number out
    let wire = Data(#"{"items": [{"id": 1}], "hasNext": false}"#.utf8)
    // then: never a page 0 made up
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Page<Tournament>.self, from: wire)
    }
  }
}
