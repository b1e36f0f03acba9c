print("benchmarks: nothing measured yet")
