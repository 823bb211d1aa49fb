# Diagnosis: wrong-unit
# Pitfall: converts microseconds as if they were to become seconds (divides by a million).
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda event: event.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1e6
