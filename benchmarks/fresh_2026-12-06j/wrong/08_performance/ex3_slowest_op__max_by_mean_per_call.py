# Mistake: "the entry ... with the largest self CPU time ..., over all calls of that operator": entries are ranked by their self time per call (self_cpu_time_total / count), so an operator called many times with a larger total loses to one slow single call.
def slowest_op(prof):
    entries = prof.key_averages()
    top = max(entries, key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return (top.key, top.self_cpu_time_total / 1000)
