# Right: switches the garbage collector off while timing (as timeit does) and re-enables it in a finally block only if the caller had it on; the final sync and clock read happen inside a helper.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def finish():
        if sync is not None:
            sync()
        return clock()

    was_enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(warmup):
            step()
        start = finish()
        for _ in range(n_steps):
            step()
        elapsed = finish() - start
    finally:
        if was_enabled:
            gc.enable()
    return elapsed / n_steps
