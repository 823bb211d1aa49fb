# Mistake: "over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)" — groups by input shape as well, so when the profile was recorded with record_shapes=True a product called with several shapes is split into smaller entries and loses to another op, or its time covers one shape only
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
