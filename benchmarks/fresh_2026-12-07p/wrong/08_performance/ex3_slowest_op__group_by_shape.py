# Mistake: "the entry ... with the largest self CPU time ... over all calls of that operator (an entry of key_averages() adds up the calls of one name)" with "matrix products (one operator with several input shapes) ... possibly recorded with record_shapes=True": grouping by input shape splits aten::mm into one entry per shape, so its calls are not added up and another operator (or a smaller total) is reported.
def slowest_op(prof):
    averages = prof.key_averages(group_by_input_shape=True)   # the finest view the profile has
    top = max(averages, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
