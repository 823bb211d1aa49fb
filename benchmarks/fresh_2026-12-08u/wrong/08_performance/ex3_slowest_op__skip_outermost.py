# Mistake: "Every entry counts ... the function skips nothing" — drops the entry with the largest total time first (believing a wrapping region like train_step can never be the answer), so a region that sleeps and wraps everything, whose own self time is the largest, is never returned.
def slowest_op(prof):
    entries = list(prof.key_averages())
    outermost = max(entries, key=lambda e: e.cpu_time_total)
    rest = [e for e in entries if e is not outermost] or entries
    top = max(rest, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
