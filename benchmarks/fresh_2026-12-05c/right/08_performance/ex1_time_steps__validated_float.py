# Right: validates the counts the prompt allows (n_steps >= 1, warmup >= 0), uses itertools.repeat for the loops and float division; same order of calls: warmup steps, sync, clock, timed steps, sync, clock
import itertools

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if n_steps < 1 or warmup < 0:
        raise ValueError("n_steps must be >= 1 and warmup >= 0")
    for _ in itertools.repeat(None, warmup):
        step()
    if sync:
        sync()
    t0 = clock()
    for _ in itertools.repeat(None, n_steps):
        step()
    if sync:
        sync()
    t1 = clock()
    return float(t1 - t0) / float(n_steps)
