# Mistake: "returning the average number of seconds per call ... (the mean: the time they took together, divided by n_steps; not a median)": each step is timed on its own (synced) and the median is returned, which differs from the mean when the steps take unequal times (e.g. 0.5, 3 and 250 ms).
import statistics

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    durations = []
    for _ in range(n_steps):
        start = clock()
        step()
        if sync is not None:
            sync()
        durations.append(clock() - start)
    return statistics.median(durations)
