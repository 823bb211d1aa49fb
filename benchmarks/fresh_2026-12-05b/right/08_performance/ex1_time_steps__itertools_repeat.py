# Right: warmup and timed loops over itertools.repeat, sync only when given, elapsed time through the injected clock divided by n_steps.
import itertools

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in itertools.repeat(None, warmup):
        step()
    if callable(sync):
        sync()
    t_start = clock()
    for _ in itertools.repeat(None, n_steps):
        step()
    if callable(sync):
        sync()
    elapsed = clock() - t_start
    return elapsed / n_steps
