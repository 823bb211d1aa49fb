# Right: max() over prof.key_averages() by self_cpu_time_total, converting microseconds to milliseconds with a float division.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda entry: entry.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000.0)
