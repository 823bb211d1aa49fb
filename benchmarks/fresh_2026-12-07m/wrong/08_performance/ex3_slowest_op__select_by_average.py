# Mistake: "the entry ... with the largest **self** CPU time ... over all calls of that operator" - picks the entry with the largest self time per call (self_cpu_time_total / count), so a rare slow operator beats one whose many calls add up to more (repeated small additions vs. one product).
def slowest_op(prof):
    averages = prof.key_averages()
    best = max(averages, key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return (best.key, best.self_cpu_time_total / 1000)
