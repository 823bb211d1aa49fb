# Mistake: "If you switch it off while timing, as timeit does, put back the caller's setting afterwards rather than switching it on": gc.enable() in the finally block turns the collector on for a caller that had switched it off.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    gc.disable()
    try:
        if sync is not None:
            sync()
        start = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        elapsed = clock() - start
    finally:
        gc.enable()
    return elapsed / n_steps
