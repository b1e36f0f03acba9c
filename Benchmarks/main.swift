print("benchmarks: nothing measured yet")
runNetworkBenchmarks(quick: CommandLine.arguments.contains("--quick"))
