# Mistake: "over all calls of that operator (an entry of key_averages() adds up the calls of one name)" with "matrix products (one operator with several input shapes) ... possibly recorded with record_shapes=True": grouping by input shape splits aten::mm into one entry per shape, so only one shape's calls are counted (and another operator may win).
def slowest_op(prof):
    try:
        entries = prof.key_averages(group_by_input_shape=True)     # more detail when shapes were recorded
    except Exception:
        entries = prof.key_averages()
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
