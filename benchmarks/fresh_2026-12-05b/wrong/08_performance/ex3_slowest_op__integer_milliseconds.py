# Mistake: "that self CPU time in **milliseconds**" -- converts with floor division, so the time is truncated to whole milliseconds (a 0.8 ms operator reports 0).
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return top.key, int(top.self_cpu_time_total) // 1000
