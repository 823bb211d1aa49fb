# Right: one timed window like the obvious solution, but with the garbage collector switched off inside it (caller's setting put back in finally) and the sync wrapped in a local helper.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync is not None:
            sync()
    for _ in range(warmup):
        step()
    wait()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        start = clock()
        for _ in range(n_steps):
            step()
        wait()
        elapsed = clock() - start
    finally:
        if was_enabled:
            gc.enable()
    return elapsed / n_steps
