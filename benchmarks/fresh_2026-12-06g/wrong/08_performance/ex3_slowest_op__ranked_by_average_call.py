# Mistake: "the entry ... with the largest **self** CPU time ... over all calls of that operator" — ranks the entries by self time per call (self_cpu_time_total / count) and only then reports the total: repeated small additions or sums, called many times, can have the largest total while each call is short, and a single long call wins instead
def slowest_op(prof):
    entries = prof.key_averages()
    top = max(entries, key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return top.key, top.self_cpu_time_total / 1000
