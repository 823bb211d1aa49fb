# Mistake: "an entry of `key_averages()` adds up the calls of one name" and "matrix products (one operator with several input shapes) ... possibly recorded with `record_shapes=True`" — groups with `key_averages(group_by_input_shape=True)`, which splits one operator into one entry per input shape, so a product called with several shapes is under-counted (another operator may win, and the milliseconds are those of one shape).
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
