# Mistake: "the inputs come back unchanged and global state as found" — sorts prof.events() in place to group it with itertools.groupby; that list is the profiler's own event list, so the caller's profile comes back reordered
import itertools


def slowest_op(prof):
    events = prof.events()
    events.sort(key=lambda e: e.key)
    best = None
    for name, group in itertools.groupby(events, key=lambda e: e.key):
        total = sum(e.self_cpu_time_total for e in group)
        if best is None or total > best[1]:
            best = (name, total)
    return best[0], best[1] / 1000
