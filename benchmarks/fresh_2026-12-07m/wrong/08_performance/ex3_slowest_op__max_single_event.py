# Mistake: "the entry in `prof.key_averages()` with the largest **self** CPU time" (entries add up the calls of one name) - chooses the name of the single slowest event, then reports that name's total; an operator with many calls whose sum is larger loses to one long call.
def slowest_op(prof):
    slowest_event = max(prof.events(), key=lambda e: e.self_cpu_time_total)
    name = slowest_event.name
    total_us = sum(e.self_cpu_time_total for e in prof.events() if e.name == name)
    return (name, total_us / 1000)
