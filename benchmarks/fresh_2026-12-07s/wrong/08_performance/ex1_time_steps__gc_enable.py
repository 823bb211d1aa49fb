# Mistake: "If you switch it off while timing, as timeit does, put back the caller's setting afterwards rather than switching it on" — calls gc.enable() in the finally block, so a caller who had the collector off finds it on.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    gc.disable()
    try:
        for _ in range(warmup):
            step()
        if sync is not None:
            sync()
        start = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        return (clock() - start) / n_steps
    finally:
        gc.enable()
