# Right: the largest self_cpu_time_total among prof.key_averages(), divided by 1000.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
