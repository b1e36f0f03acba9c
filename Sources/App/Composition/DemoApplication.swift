import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// The program: parses the arguments, picks the view (text or JSON), composes the object graph
/// and runs the tour, the prompt or a script. Returns the exit status.
///
/// Exit status: 0 success; 1 unrecoverable failure (unreadable script); 2 usage error (bad
/// option, command or number — on the command line, or in a script's lines). Network errors
/// are shown and never change the status.
///
/// Threading: main actor; it drains the main queue before returning so that nothing shown is
/// lost.
@MainActor
enum DemoApplication {
  static func run(
    arguments: [String], environment: [String: String], console: Console = .standard
  ) async -> Int32 {
    let options: LaunchOptions
    do {
      options = try LaunchArgumentParser.parse(arguments)
    } catch {
      console.writeError("matchmaking-demo: \(error)\nTry 'matchmaking-demo --help'.\n")
      return 2
    }
    if options.showsHelp {
      console.write(HelpText.usage)
      return 0
    }
    if options.showsVersion {
      console.write(HelpText.version + "\n")
      return 0
    }

    let lines: LineReader
    do {
      lines = try options.scriptPath.map(LineReader.script(atPath:)) ?? .standardInput
    } catch {
      console.writeError(
        "matchmaking-demo: cannot read script '\(options.scriptPath ?? "")': "
          + "\(error.localizedDescription)\n")
      return 1
    }

    let isInteractive =
      options.mode == .repl && options.scriptPath == nil && console.inputIsTerminal
    let colour =
      console.isTerminal && !options.json && (environment["NO_COLOR"] ?? "").isEmpty
    let renderer: any EventRenderer =
      options.json
      ? JSONEventRenderer(console: console)
      : HumanRenderer(console: console, style: TerminalStyle(isEnabled: colour))
    let display = Display(renderer: renderer)
    let timeout = options.timeout ?? (options.mode == .tour ? .seconds(1) : .seconds(10))
    let screens: DemoScreens
    do {
      screens = try DemoComposition.screens(
        options: options,
        stateFile: StateLocation.file(options: options, environment: environment),
        timeout: timeout, display: display, console: console)
    } catch {
      console.writeError("matchmaking-demo: \(error)\nTry 'matchmaking-demo --help'.\n")
      return 2
    }
    let session = CommandSession(
      dispatcher: CommandDispatcher(screens: screens), display: display, console: console,
      settleLimit: timeout + .seconds(2), echoesCommands: !isInteractive)

    switch options.mode {
    case .tour:
      await GuidedTour(
        session: session, display: display, faults: screens.faults, router: screens.router
      ).run()
    case .repl, .run:
      if isInteractive && !options.json {
        console.write("matchmaking-demo \(ReleaseVersion.current)")
        console.write(" — type 'help' for the commands, 'quit' to leave.\n")
      }
      let prompt = isInteractive && !options.json ? "matchmaking> " : nil
      await session.run(LineCursor(lines), prompt: prompt)
    }
    await Display.drainMainQueue()
    display.finish()
    return session.hadUnusableLine && !isInteractive ? 2 : 0
  }
}
