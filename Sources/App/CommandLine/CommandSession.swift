import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The command loop: reads a line, parses it, feeds the screen's input, and waits until the
/// outcome is on screen before reading the next line, so a script's output is deterministic.
///
/// A line that cannot be read (not UTF-8, a NUL byte) or parsed is reported on stderr with its
/// line number (and the line's text escaped by `TerminalSanitizer`) and skipped; the session remembers it (`hadUnusableLine`) so a script run can end with exit status 2.
///
/// Threading: main actor.
@MainActor
final class CommandSession {
  private let dispatcher: CommandDispatcher
  private let display: Display
  private let console: Console
  private let settleLimit: Duration
  private let echoesCommands: Bool
  private(set) var hadUnusableLine = false

  init(
    dispatcher: CommandDispatcher, display: Display, console: Console, settleLimit: Duration,
    echoesCommands: Bool
  ) {
    self.dispatcher = dispatcher
    self.display = display
    self.console = console
    self.settleLimit = settleLimit
    self.echoesCommands = echoesCommands
  }

  /// Runs every line of `cursor` until its end or `quit`. `prompt`, if any, is shown before
  /// each line is read.
  func run(_ cursor: LineCursor, prompt: String?) async {
    while true {
      if let prompt { console.write(prompt) }
      guard let next = await cursor.nextLine() else { break }
      switch next {
      case .success(let line):
        guard await execute(line, lineNumber: cursor.lineNumber) else { return }
      case .failure(let error):
        report(error, lineNumber: cursor.lineNumber)
      }
    }
  }

  /// Runs one line. Returns `false` when the line was `quit`.
  @discardableResult
  func execute(_ line: String, lineNumber: Int? = nil) async -> Bool {
    let command: DemoCommand
    do {
      guard let parsed = try DemoCommandParser.parse(line) else { return true }
      command = parsed
    } catch {
      report(error, lineNumber: lineNumber)
      return true
    }
    let shownLine = Self.displayable(line, command)
    if case .login(_, let password) = command { console.redactor.remember(password) }
    if echoesCommands { display.echo(shownLine) }
    guard command != .quit else { return false }
    display.beginCommand()
    dispatcher.perform(command)
    if await !display.settle(within: settleLimit) {
      let shown = TerminalSanitizer.escaped(shownLine)
      console.writeError("matchmaking-demo: no answer to '\(shown)' within the timeout\n")
    }
    return true
  }

  /// Reports a line that cannot run; the session goes on.
  private func report(_ error: CommandLineError, lineNumber: Int?) {
    hadUnusableLine = true
    let place = lineNumber.map { "line \($0): " } ?? ""
    console.writeError("matchmaking-demo: \(place)\(TerminalSanitizer.escaped("\(error)"))\n")
  }

  /// The line as it may be shown: a login's password is masked.
  private static func displayable(_ line: String, _ command: DemoCommand) -> String {
    guard case .login(let nickname, _) = command else {
      return line.trimmingCharacters(in: .whitespaces)
    }
    return "login \(nickname) ******"
  }
}
