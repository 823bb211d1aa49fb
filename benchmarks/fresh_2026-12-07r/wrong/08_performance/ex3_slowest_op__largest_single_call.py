# Mistake: "the entry in prof.key_averages() with the largest self CPU time ... over all calls of that operator": choosing the operator of the single slowest call picks a big matrix product over repeated small additions whose calls add up to more.
def slowest_op(prof):
    slowest_call = max(prof.events(), key=lambda e: e.self_cpu_time_total)
    for entry in prof.key_averages():
        if entry.key == slowest_call.name:
            return entry.key, entry.self_cpu_time_total / 1000
