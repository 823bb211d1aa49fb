# Right: sorts a copy of key_averages() (sorted never touches the profile) by self CPU time, largest first, and converts the winner's total (all calls of that key) from microseconds to milliseconds with a true division
def slowest_op(prof):
    ranked = sorted(prof.key_averages(), key=lambda entry: entry.self_cpu_time_total, reverse=True)
    best = ranked[0]
    return (best.key, best.self_cpu_time_total / 1e3)
