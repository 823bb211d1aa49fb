# Mistake: "the name (key) of the entry in prof.key_averages() with the largest self CPU time ... over all calls of that operator": the name is chosen by the largest single event, then its calls are added up, so one long call (a region that sleeps once) beats an operator whose many calls (repeated small additions) add up to more.
def slowest_op(prof):
    events = list(prof.events())
    longest = max(events, key=lambda e: e.self_cpu_time_total)
    total = sum(e.self_cpu_time_total for e in events if e.name == longest.name)
    return longest.name, total / 1000
