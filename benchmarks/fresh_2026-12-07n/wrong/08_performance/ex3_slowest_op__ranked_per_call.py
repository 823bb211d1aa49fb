# Mistake: "the entry ... with the largest self CPU time ... over all calls of that operator": the entries are ranked by self time per call (self_cpu_time_total / count), so an operator called many times (repeated small additions) whose calls add up to the most loses to one with fewer, longer calls; the value returned is the total of the wrong entry.
def slowest_op(prof):
    entries = list(prof.key_averages())
    top = max(entries, key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return (top.key, top.self_cpu_time_total / 1000)
