# Right: sort the key_averages() entries by self_cpu_time_total (descending) and convert microseconds to milliseconds.
def slowest_op(prof):
    entries = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    top = entries[0]
    return top.key, top.self_cpu_time_total / 1000.0
