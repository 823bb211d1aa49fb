# Mistake: "the milliseconds a `float` equal to the entry's self CPU time divided by 1000" — rounds to 0.1 ms for display, so e.g. 12.3456 ms comes back as 12.3 (and a sub-0.05 ms entry as 0.0)
def slowest_op(prof):
    best = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return (best.key, round(best.self_cpu_time_total / 1000, 1))
