# Sort the averaged entries by self CPU time, largest first, and convert microseconds to milliseconds.
from operator import attrgetter

def slowest_op(prof):
    rows = sorted(prof.key_averages(), key=attrgetter("self_cpu_time_total"), reverse=True)
    return rows[0].key, rows[0].self_cpu_time_total * 1e-3
