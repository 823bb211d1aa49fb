# Mistake: "returning the average number of seconds per call ... (the mean: the time they took together, divided by n_steps; not a median)" — times each step between syncs and returns the median, which differs from the mean when the steps take unequal times.
import statistics

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    times = []
    for _ in range(n_steps):
        t0 = clock()
        step()
        if sync is not None:
            sync()
        times.append(clock() - t0)
    return statistics.median(times)
