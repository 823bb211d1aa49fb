# Mistake: "the milliseconds a `float` equal to the entry's self CPU time divided by 1000" — converts with floor division, `self_cpu_time_total // 1000`, which truncates to whole milliseconds (0 for any operator under 1 ms) and returns an int when the profiler's total is an int.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total // 1000)
