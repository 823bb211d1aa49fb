# Mistake: "returning the average number of seconds per call ... (the mean: the time they took together, divided by n_steps; not a median)": each step is timed in its own synced window and the median is returned, which differs from the mean when the steps take unequal times (e.g. 5, 40, 7 ms).
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
    return statistics.median(times)          # robust to an occasional slow step
