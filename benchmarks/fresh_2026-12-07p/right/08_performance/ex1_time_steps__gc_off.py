# Right: switches the garbage collector off while timing, as timeit does, and puts back exactly the caller's setting (enabled only if it was enabled); a no-op sync stands in when sync is None.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else (lambda: None)
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(warmup):
            step()
        wait()
        t0 = clock()
        for _ in range(n_steps):
            step()
        wait()
        elapsed = clock() - t0
    finally:
        if gc_was_enabled:
            gc.enable()
    return elapsed / n_steps
