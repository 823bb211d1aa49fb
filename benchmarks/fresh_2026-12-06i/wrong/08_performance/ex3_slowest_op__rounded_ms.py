# Mistake: "the milliseconds a `float` equal to the entry's self CPU time divided by 1000 (rounding of the division aside)" — rounds the milliseconds to 3 decimals for display, which drops the fractional microseconds (and gives 0.0 for an entry under 0.5 µs).
def slowest_op(prof):
    best = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return (best.key, round(best.self_cpu_time_total / 1000, 3))
