# Diagnosis: total-not-self
# Pitfall: sorting by total CPU time, so the region that wraps everything always wins.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda event: event.cpu_time_total)
    return top.key, top.cpu_time_total / 1000
