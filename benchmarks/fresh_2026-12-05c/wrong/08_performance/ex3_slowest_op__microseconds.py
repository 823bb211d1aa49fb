# Mistake: "that self CPU time in **milliseconds**" (Pitfalls: units) — returns self_cpu_time_total as the profiler stores it, in microseconds
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return top.key, float(top.self_cpu_time_total)
