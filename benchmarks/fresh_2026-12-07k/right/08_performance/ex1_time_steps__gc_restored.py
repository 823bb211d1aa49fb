# Right: switches the garbage collector off for the timed region, as timeit does, and restores the caller's setting (only re-enables it if it was on), in a finally block.
import gc


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        if sync is not None:
            sync()
        started = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        elapsed = clock() - started
    finally:
        if was_enabled:
            gc.enable()
    return elapsed / n_steps
