# Mistake: "over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)" — calls key_averages(group_by_input_shape=True) "for precision": with record_shapes=True an operator run on several input shapes is split into one entry per shape, so its calls are not added up (a smaller operator can win, and the ms is one shape's).
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
