# Mistake: "returning the average number of seconds per call ... (the mean: the time they took together, divided by n_steps; not a median)": each step is timed on its own (synchronised) and the median is returned, which differs from the mean when the steps take unequal times.
import statistics

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    times = []
    for _ in range(n_steps):
        start = clock()
        step()
        if sync is not None:
            sync()
        times.append(clock() - start)
    return statistics.median(times)
