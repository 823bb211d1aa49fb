# Mistake: "an entry of `key_averages()` adds up the calls of one name" — groups by input shape as well, so with record_shapes=True the matrix products (one operator, several input shapes) are split across entries and their total is never compared
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    best = max(entries, key=lambda e: e.self_cpu_time_total)
    return (best.key, best.self_cpu_time_total / 1000)
