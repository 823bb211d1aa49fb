# Mistake: "Every entry counts ...: a region named with `record_function` when its own self time (the time spent in it outside the operators it contains ...) is the largest ... the function skips nothing": to dodge the "wrapping region" pitfall it skips every entry whose total is more than twice its self time, so a region that sleeps while also wrapping slower-in-total operators is skipped even when its self time is the largest.
def slowest_op(prof):
    candidates = [e for e in prof.key_averages() if e.cpu_time_total <= 2 * e.self_cpu_time_total]
    top = max(candidates, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
