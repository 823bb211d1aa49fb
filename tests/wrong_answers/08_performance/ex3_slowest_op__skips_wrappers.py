# Diagnosis: domain-wrong-result
# Pitfall: skips every entry whose total is more than twice its self time, to dodge wrapping regions: a region that sleeps longest and also wraps other regions is skipped (batch q of fresh answers).
def slowest_op(prof):
    candidates = [e for e in prof.key_averages() if e.cpu_time_total <= 2 * e.self_cpu_time_total]
    top = max(candidates, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
