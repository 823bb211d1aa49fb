# Mistake: "over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)": grouping by input shape splits a matrix product used with several shapes into several entries, so its total over all calls is not compared (when recorded with record_shapes=True).
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000.0)
