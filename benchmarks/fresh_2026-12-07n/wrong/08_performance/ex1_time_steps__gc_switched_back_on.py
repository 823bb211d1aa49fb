# Mistake: "If you switch it off while timing, as timeit does, put back the caller's setting afterwards rather than switching it on": gc.enable() at the end turns the collector on for a caller that had switched it off.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    gc.disable()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    elapsed = clock() - start
    gc.enable()
    return elapsed / n_steps
