# Diagnosis: domain-wrong-result
# Pitfall: key_averages(group_by_input_shape=True): an operator called with several input shapes is split into one entry per shape.
def slowest_op(prof):
    top = max(prof.key_averages(group_by_input_shape=True), key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
