# Right: sorts a copy of key_averages() by self CPU time, descending, and takes the first, converting with float() and * 1e-3.
def slowest_op(prof):
    ranked = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    top = ranked[0]
    return str(top.key), float(top.self_cpu_time_total) * 1e-3
