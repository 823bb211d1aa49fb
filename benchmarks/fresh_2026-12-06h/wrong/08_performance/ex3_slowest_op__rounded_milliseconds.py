# Mistake: "the milliseconds a `float` equal to the entry's self CPU time divided by 1000 (rounding of the division aside)" — rounds the result to 3 decimals (microsecond resolution) for a tidy report, which changes the value by up to 0.5 µs, far more than the rounding of the division.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return top.key, round(top.self_cpu_time_total / 1000, 3)
