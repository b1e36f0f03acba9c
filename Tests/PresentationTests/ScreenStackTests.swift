import CleanPresentation
import Testing

@Test func test_whenAScreenInTheStackIsPushed_thenTheStackGoesBackToItAndReportsWhatLeft() {
  // given
  var stack = ScreenStack(root: "lobby")
  stack.push("search")
  stack.push("player 19")
  // when
  let removed = stack.push("search")
  // then
  #expect(stack.screens == ["lobby", "search"])
  #expect(removed == ["player 19"])
}

@Test func test_whenTheRootIsPopped_thenNothingChanges() {
  // given
  var stack = ScreenStack(root: "lobby")
  // when
  let removed = stack.pop()
  // then
  #expect(removed == nil)
  #expect(stack.screens == ["lobby"])
  #expect(!stack.canPop)
}

@Test func test_whenTheStackIsReset_thenOnlyTheNewRootStays() {
  // given
  var stack = ScreenStack(root: "lobby")
  stack.push("search")
  // when
  let removed = stack.reset(to: "login")
  // then
  #expect(stack.screens == ["login"])
  #expect(removed == ["lobby", "search"])
  #expect(stack.top == "login")
}
