# Right: sorts the key_averages() entries by self CPU time, descending, and takes the first, returning a float built with float() from microseconds * 1e-3.
def slowest_op(prof):
    ranked = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    first = ranked[0]
    return (first.key, float(first.self_cpu_time_total) * 1e-3)
