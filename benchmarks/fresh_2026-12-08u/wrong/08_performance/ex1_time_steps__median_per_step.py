# Mistake: "the mean: the time they took together, divided by `n_steps`; not a median" — times each step (sync before and after it) and returns the median; equal on the notebook's equal 5 ms steps, wrong when the simulated steps take unequal times (0.5 to 250 ms).
import statistics

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    times = []
    for _ in range(n_steps):
        if sync is not None:
            sync()
        start = clock()
        step()
        if sync is not None:
            sync()
        times.append(clock() - start)
    return statistics.median(times)
