# Mistake: "Every entry counts, whatever made it ... the function skips nothing" — drops entries called only once (taking them for wrapping regions like train_step), so a record_function region that sleeps once, with the largest self time, is skipped.
def slowest_op(prof):
    candidates = [e for e in prof.key_averages() if e.count > 1]
    top = max(candidates, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
