# Right: sorts the key_averages entries by self_cpu_time_total (descending, stable) and converts the winner's total from microseconds to milliseconds as a float
def slowest_op(prof):
    entries = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    best = entries[0]
    return best.key, float(best.self_cpu_time_total) / 1000.0
