# Mistake: "an entry of `key_averages()` adds up the calls of one name" (one operator with several input shapes, recorded with record_shapes=True) — groups by input shape too, so aten::mm is split per shape and its total self time is never compared whole; right on the notebook's single-shape product.
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)   # finer: one row per operator and shape
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
