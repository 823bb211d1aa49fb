# Right: switches the garbage collector off while timing, as timeit does, and restores the caller's setting (only re-enabling it if it was on); the sync is wrapped in a no-op helper when None.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else (lambda: None)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(warmup):
            step()
        wait()
        began = clock()
        for _ in range(n_steps):
            step()
        wait()
        ended = clock()
    finally:
        if was_enabled:
            gc.enable()
    return (ended - began) / n_steps
