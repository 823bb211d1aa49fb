# Mistake: "over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)" -- groups by input shape, which splits one operator into several entries and reports only the calls of one shape.
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    best = max(entries, key=lambda e: e.self_cpu_time_total)
    return best.key, best.self_cpu_time_total / 1e3
