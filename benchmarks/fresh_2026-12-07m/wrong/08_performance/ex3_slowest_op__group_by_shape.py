# Mistake: "over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)" - groups by input shape, so with record_shapes=True a matrix product called with several shapes is split into several entries and the sum of its calls is never compared (a smaller op may win, or one shape's share is reported).
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    best = max(entries, key=lambda e: e.self_cpu_time_total)
    return (best.key, best.self_cpu_time_total / 1000)
