# Mistake: "an entry of key_averages() adds up the calls of one name" / "matrix products (one operator with several input shapes) ... possibly recorded with record_shapes=True" — groups by input shape, so with record_shapes=True aten::mm is split per shape and a smaller per-shape total is reported (or another op wins).
def slowest_op(prof):
    top = max(prof.key_averages(group_by_input_shape=True), key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
