# Mistake: "over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)" — groups by input shape as well (key_averages(group_by_input_shape=True)), so on a profile recorded with record_shapes=True a matrix product run with several input shapes is split into several smaller entries and another operator (or region) wins
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
