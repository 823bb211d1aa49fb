# Mistake: "the milliseconds a `float` equal to the entry's self CPU time divided by 1000" — uses floor division, which drops the fraction of a millisecond (0.0 for any op under 1 ms)
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return top.key, float(top.self_cpu_time_total // 1000)
