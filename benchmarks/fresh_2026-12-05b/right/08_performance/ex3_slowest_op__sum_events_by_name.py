# Right: add up self CPU time per name over the profiler's individual events in prof.events() (what a key_averages() entry adds up), pick the largest, microseconds -> milliseconds.
from collections import defaultdict

def slowest_op(prof):
    per_name = defaultdict(float)
    for event in prof.events():
        per_name[event.key] += event.self_cpu_time_total
    name = max(per_name, key=per_name.get)
    return name, per_name[name] / 1000.0
