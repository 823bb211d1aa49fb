# Mistake: "the mean: the time they took together, divided by `n_steps`; not a median": each timed step is clocked on its own and the median returned; with unequal step times (0.5 to 250 ms, no two alike) and n_steps >= 3 it differs from the mean.
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
    return statistics.median(times)   # robust to a step interrupted by the OS
