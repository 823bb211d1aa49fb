# Mistake: "read the time only through `clock()`" — calls time.perf_counter() directly instead of the clock argument, so the simulated device's clock is ignored (the result is the host's real time)
import time as _time

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = _time.perf_counter()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (_time.perf_counter() - start) / n_steps
