# Mistake: "the entry in prof.key_averages() with the largest self CPU time ... over all calls of that operator": ranking the entries by their average call (self_cpu_time_total / count) but reporting the total picks a rarely-called slow operator over repeated small additions or sums whose calls add up to more.
def slowest_op(prof):
    entries = list(prof.key_averages())
    top = max(entries, key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return top.key, top.self_cpu_time_total / 1000
