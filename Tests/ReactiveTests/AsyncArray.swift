/// An array as a multi-pass `AsyncSequence`: each iterator yields every element anew.
struct AsyncArray<Element: Sendable>: AsyncSequence, Sendable {
  let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
  }

  func makeAsyncIterator() -> Iterator { Iterator(base: elements.makeIterator()) }

  struct Iterator: AsyncIteratorProtocol {
    var base: IndexingIterator<[Element]>

    mutating func next() async -> Element? { base.next() }
  }
}
