# Mistake: "If you switch it off while timing, as `timeit` does, put back the caller's setting afterwards rather than switching it on" — disables the garbage collector for the timed loop and calls `gc.enable()` in `finally`, so a caller who had the collector off finds it on.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    gc.disable()
    try:
        start = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        stop = clock()
    finally:
        gc.enable()
    return (stop - start) / n_steps
