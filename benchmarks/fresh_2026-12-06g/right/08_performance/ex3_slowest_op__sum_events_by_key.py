# Right: adds up the self CPU time of every event per key from prof.events() (read only, never sorted in place), which is how key_averages() builds its entries; the largest sum, in ms as a float, and its key, in a tuple
from collections import defaultdict


def slowest_op(prof):
    totals = defaultdict(float)
    for event in prof.events():
        totals[event.key] += event.self_cpu_time_total
    name = max(totals, key=totals.__getitem__)
    return name, float(totals[name]) / 1000.0
