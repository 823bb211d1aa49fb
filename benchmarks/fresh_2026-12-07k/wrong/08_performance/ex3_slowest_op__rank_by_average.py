# Mistake: "the entry ... with the largest self CPU time ..., over all calls of that operator": ranking the entries by their self time per call (self_cpu_time_total / count) picks a rarely called slow operator over one called many times whose calls add up to more (e.g. the repeated small additions), although the reported milliseconds are the total.
def slowest_op(prof):
    averages = prof.key_averages()
    winner = max(averages, key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return (winner.key, float(winner.self_cpu_time_total) / 1000)
