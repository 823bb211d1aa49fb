# Right: switches the garbage collector off for the timed region like timeit and restores the caller's setting (gc.isenabled()) in a finally block; the timing loop is a helper.
import gc


def _call_n(step, count):
    for _ in range(count):
        step()


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    _call_n(step, warmup)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        if sync is not None:
            sync()
        start = clock()
        _call_n(step, n_steps)
        if sync is not None:
            sync()
        elapsed = clock() - start
    finally:
        if was_enabled:
            gc.enable()
    return elapsed / n_steps
