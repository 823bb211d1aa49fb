# Mistake: "the inputs come back unchanged" — sums self times per name itself but sorts prof.events() in place first (the profiler's own list, not a copy), reordering the caller's profile
def slowest_op(prof):
    events = prof.events()
    events.sort(key=lambda e: e.self_cpu_time_total, reverse=True)
    totals = {}
    for e in events:
        totals[e.key] = totals.get(e.key, 0.0) + e.self_cpu_time_total
    name = max(totals, key=totals.get)
    return (name, totals[name] / 1000)
