import Testing

@testable import CleanDemo

@Suite struct FaultInjectorTests {
  @Test func test_whenTheSameSeedIsUsed_thenTheSameRequestsFail() {
    // given
    let first = FaultInjector(rate: 0.3, seed: 42)
    let second = FaultInjector(rate: 0.3, seed: 42)
    // when
    let firstFaults = (0..<200).map { _ in first.nextFault() }
    let secondFaults = (0..<200).map { _ in second.nextFault() }
    // then
    #expect(firstFaults == secondFaults)
    let failures = firstFaults.compactMap(\.self).count
    #expect((30...90).contains(failures))
    #expect(Set(firstFaults.compactMap(\.self).map(\.description)).count == 3)
  }

  @Test func test_whenTheRateIsZero_thenNothingFailsButScriptedFaults() {
    // given
    let injector = FaultInjector(rate: 0, seed: 1)
    injector.failNextRequest(with: .serverError(status: 503))
    injector.failNextRequest(with: .timeout)
    // when
    let faults = (0..<4).map { _ in injector.nextFault() }
    // then
    #expect(faults == [.serverError(status: 503), .timeout, nil, nil])
  }

  @Test func test_whenSplitMix64IsSeeded_thenItProducesTheReferenceSequence() {
    // given: the reference values of SplitMix64 for seed 0
    var generator = SplitMix64(seed: 0)
    // when
    let values = (0..<2).map { _ in generator.next() }
    // then
    #expect(values == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4])
  }
}
