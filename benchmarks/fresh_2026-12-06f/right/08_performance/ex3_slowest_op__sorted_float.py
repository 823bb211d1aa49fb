# Right: sorts the key_averages entries by self_cpu_time_total (all calls of one name added up, microseconds) in descending order and converts the top one to milliseconds as a float, returned as a tuple
def slowest_op(prof):
    entries = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    top = entries[0]
    return (top.key, float(top.self_cpu_time_total) / 1000.0)
