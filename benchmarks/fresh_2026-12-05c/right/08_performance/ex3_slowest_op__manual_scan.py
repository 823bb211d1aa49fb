# Right: a plain loop over key_averages() keeping the entry with the largest self CPU time (summed over all its calls by the profiler), then microseconds / 1000
def slowest_op(prof):
    best_key, best_us = None, float("-inf")
    for entry in prof.key_averages():
        us = entry.self_cpu_time_total
        if us > best_us:
            best_key, best_us = entry.key, us
    return best_key, best_us / 1000
