# Mistake: "over all calls of that operator (an entry of `key_averages()` adds up the calls of one name)" -- takes the single slowest event from prof.events() rather than the entry adding up all calls.
def slowest_op(prof):
    event = max(prof.events(), key=lambda e: e.self_cpu_time_total)
    return event.name, event.self_cpu_time_total / 1000
