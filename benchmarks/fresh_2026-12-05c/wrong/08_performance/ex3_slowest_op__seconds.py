# Mistake: "that self CPU time in **milliseconds**" — converts microseconds to seconds (/ 1e6) instead of milliseconds
def slowest_op(prof):
    top = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)[0]
    return top.key, top.self_cpu_time_total / 1e6
