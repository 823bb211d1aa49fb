# Mistake: "over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)" — grouping by input shape splits aten::mm (several input shapes) into several entries when recorded with record_shapes=True, so its total is undercounted and another op may win
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    best = max(entries, key=lambda e: e.self_cpu_time_total)
    return best.key, best.self_cpu_time_total / 1000
