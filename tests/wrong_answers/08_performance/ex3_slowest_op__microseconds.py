# Diagnosis: microseconds
# Pitfall: the profiler's times are microseconds; returned as if they were milliseconds.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda event: event.self_cpu_time_total)
    return top.key, top.self_cpu_time_total
