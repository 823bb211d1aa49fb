# Right: switches the garbage collector off while timing (as timeit does) and restores the caller's own setting via gc.isenabled(); the sync calls go through a no-op closure only when sync is given.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else (lambda: None)
    for _ in range(warmup):
        step()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        wait()
        t0 = clock()
        for _ in range(n_steps):
            step()
        wait()
        t1 = clock()
    finally:
        if was_enabled:
            gc.enable()
    return (t1 - t0) / n_steps
