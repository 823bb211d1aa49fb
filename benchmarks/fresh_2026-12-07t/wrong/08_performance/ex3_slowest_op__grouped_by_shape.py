# Mistake: "the entry of `prof.key_averages()` ... over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)": grouping by input shape splits a matrix product called with several shapes into several entries, so on a profile recorded with record_shapes=True each part is compared (and reported) alone.
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)   # one row per operator and shape, like the table
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
