# Right: switches the garbage collector off while timing like timeit, restoring the caller's own setting (gc.isenabled()) afterwards; reads the clock once at each end.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    i = 0
    while i < warmup:
        step()
        i += 1
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        if sync is not None:
            sync()
        begin = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        finish = clock()
    finally:
        if was_enabled:
            gc.enable()
    return (finish - begin) / n_steps
