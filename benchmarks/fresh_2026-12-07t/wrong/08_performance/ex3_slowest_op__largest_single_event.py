# Mistake: "the entry ... with the largest self CPU time ... over all calls of that operator": the name is chosen by the single slowest event and only then summed, so many cheap calls (repeated small additions) that add up to more than one long call lose to it.
def slowest_op(prof):
    events = list(prof.events())
    worst = max(events, key=lambda e: e.self_cpu_time_total)
    total_us = sum(e.self_cpu_time_total for e in events if e.name == worst.name)
    return worst.name, total_us / 1000
