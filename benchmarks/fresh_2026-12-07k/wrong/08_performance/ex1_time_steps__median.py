# Mistake: "returning the average number of seconds per call ... (the mean: the time they took together, divided by n_steps; not a median)": timing each step separately (sync after each) and returning the median differs from the mean as soon as the steps take unequal times (e.g. 5, 250, 5 ms gives 5 ms instead of 86.7 ms).
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
