import Testing

@Test func test_whenPackageBuilds_thenTargetLinks() { #expect(Bool(true)) }
