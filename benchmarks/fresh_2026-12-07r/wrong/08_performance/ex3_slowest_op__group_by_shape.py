# Mistake: "over all calls of that operator (an entry of key_averages() adds up the calls of one name)": key_averages(group_by_input_shape=True) splits a matrix product called with several input shapes into one entry per shape (on a profile recorded with record_shapes=True), so its total is under-counted and another entry may win.
def slowest_op(prof):
    entries = prof.key_averages(group_by_input_shape=True)
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
