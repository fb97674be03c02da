import napkin
print("benchmarks")
