# Right: adds up the self CPU time of every event per name from prof.events() in a dict (what key_averages() does), without sorting or changing the profiler's own list.
from collections import defaultdict


def slowest_op(prof):
    per_name = defaultdict(float)
    for event in prof.events():
        per_name[event.name] += event.self_cpu_time_total
    name = max(per_name, key=per_name.get)
    return (name, per_name[name] / 1000.0)
