# Mistake: "the largest self CPU time ... over all calls of that operator (an entry of key_averages() adds up the calls of one name)": the operator is chosen by its single slowest call in prof.events(), so many short calls that add up to the most self time (repeated small additions) lose to one long call of another operator; only the milliseconds are then summed over all calls.
def slowest_op(prof):
    events = list(prof.events())
    slowest_call = max(events, key=lambda e: e.self_cpu_time_total)
    name = slowest_call.name
    total_us = sum(e.self_cpu_time_total for e in events if e.name == name)
    return (name, total_us / 1000)
