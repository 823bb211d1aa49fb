# Mistake: "If you switch it off while timing, as timeit does, put back the caller's setting afterwards rather than switching it on: the tests also call your timer with the collector already off": gc.enable() at the end switches the collector on for a caller who had it off.
import gc


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    gc.disable()
    try:
        t0 = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        t1 = clock()
    finally:
        gc.enable()
    return (t1 - t0) / n_steps
