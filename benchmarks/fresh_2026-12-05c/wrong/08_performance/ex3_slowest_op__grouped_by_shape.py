# Mistake: "the entry in prof.key_averages()" / "matrix products (one operator with several input shapes) ... possibly recorded with record_shapes=True" — groups by input shape, so one operator's time is split over several entries and a smaller total may win
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
