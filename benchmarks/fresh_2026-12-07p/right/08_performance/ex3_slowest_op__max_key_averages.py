# Right: max over prof.key_averages() by self_cpu_time_total, returned as (key, float(µs / 1000)).
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda avg: avg.self_cpu_time_total)
    return (top.key, float(top.self_cpu_time_total) / 1000.0)
