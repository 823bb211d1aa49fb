# Mistake: "Every entry counts, whatever made it ... the function skips nothing": entries called only once are skipped as one-off overhead (when any entry was called more than once), so a record_function region that sleeps once, or a product run once, is never returned.
def slowest_op(prof):
    entries = list(prof.key_averages())
    repeated = [e for e in entries if e.count > 1] or entries
    top = max(repeated, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
