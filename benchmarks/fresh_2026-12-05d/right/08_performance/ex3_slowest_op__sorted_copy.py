# Right: sorts a copy of the key_averages() entries by self CPU time (sorted() leaves the profile alone), takes the first, divides by 1000
def slowest_op(prof):
    ranked = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    top = ranked[0]
    return str(top.key), top.self_cpu_time_total / 1e3
