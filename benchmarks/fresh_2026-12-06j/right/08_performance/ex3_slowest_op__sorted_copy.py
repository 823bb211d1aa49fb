# Right: sorts a copy of the key_averages() entries by self CPU time (descending, stable) and takes the first, converting microseconds with * 1e-3.
def slowest_op(prof):
    ranked = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    first = ranked[0]
    return (first.key, float(first.self_cpu_time_total) * 1e-3)
