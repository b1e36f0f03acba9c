import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

// The entry point: everything else is in `DemoApplication` (the program) and
// `DemoComposition` (the composition root). A closed pipe must end writes, not the process.
// Foundation's shared URL stores are made first, while this is the only thread, so that they
// leave no folder behind (see `SharedURLStores`).
SharedURLStores.make()
signal(SIGPIPE, SIG_IGN)
let status = await DemoApplication.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment)
exit(status)
