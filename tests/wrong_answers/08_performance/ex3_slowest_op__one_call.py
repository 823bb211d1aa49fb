# Diagnosis: one-call
# Pitfall: the slowest single event from prof.events(): one call of the operator, not all of them.
def slowest_op(prof):
    top = max(prof.events(), key=lambda event: event.self_cpu_time_total)
    return top.name, top.self_cpu_time_total / 1000
