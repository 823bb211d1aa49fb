# Mistake: "the entry ... with the largest self CPU time ... over all calls of that operator": entries are ranked by their self time per call (self_cpu_time_total / count), so an entry called once with a long self time wins over one whose many calls add up to more.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return top.key, top.self_cpu_time_total / 1000
