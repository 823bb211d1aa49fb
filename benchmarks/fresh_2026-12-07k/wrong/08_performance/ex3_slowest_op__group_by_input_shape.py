# Mistake: "the entry in prof.key_averages() with the largest self CPU time ... over all calls of that operator" with "matrix products (one operator with several input shapes) ... possibly recorded with record_shapes=True": grouping by input shape splits aten::mm into one entry per shape, so with record_shapes=True its calls are no longer added up and another operator (or a smaller share of mm) is returned.
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
