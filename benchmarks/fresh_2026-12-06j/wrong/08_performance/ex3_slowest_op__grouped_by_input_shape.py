# Mistake: "the entry in prof.key_averages() with the largest self CPU time ... over all calls of that operator (an entry of key_averages() adds up the calls of one name)": it groups by input shape as well, so an operator called with several shapes (matrix products of different sizes, recorded with record_shapes=True) is split into smaller entries and can lose to another one.
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
