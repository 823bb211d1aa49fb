# Right: adds up self CPU time per name from prof.events() itself (read only, no sort in place), then picks the largest sum.
from collections import defaultdict

def slowest_op(prof):
    per_name = defaultdict(float)
    for event in prof.events():
        per_name[event.key] += event.self_cpu_time_total
    name = max(per_name, key=per_name.get)
    return (name, float(per_name[name]) / 1000)
