import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

// The entry point: everything else is in `DemoApplication` (the program) and
// `DemoComposition` (the composition root). A closed pipe must end writes, not the process.
signal(SIGPIPE, SIG_IGN)
let status = await DemoApplication.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment)
exit(status)
