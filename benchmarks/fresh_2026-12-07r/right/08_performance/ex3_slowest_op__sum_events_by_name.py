# Right: adds up the self CPU time of every event by name itself (a dict over prof.events()) instead of reading key_averages(), then converts the largest sum to milliseconds.
from collections import defaultdict

def slowest_op(prof):
    totals = defaultdict(float)
    for event in prof.events():
        totals[event.name] += event.self_cpu_time_total
    name = max(totals, key=totals.get)
    return (name, float(totals[name]) / 1000.0)
