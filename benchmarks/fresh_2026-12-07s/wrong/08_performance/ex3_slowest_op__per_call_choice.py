# Mistake: "the entry ... with the largest self CPU time ... over all calls of that operator" — picks the entry with the largest self time per call (self_cpu_time_total / count), so many cheap repeated additions lose to a few longer calls even when their sum is larger.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return (top.key, top.self_cpu_time_total / 1000)
