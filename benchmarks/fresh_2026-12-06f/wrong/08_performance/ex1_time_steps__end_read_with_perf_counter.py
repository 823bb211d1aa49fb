# Mistake: "read the time only through `clock()`" — the start is read with clock() but the end with time.perf_counter(), mixing the simulated clock with the real one (nonsense result under the simulated device)
import time


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    end = time.perf_counter()
    return (end - start) / n_steps
