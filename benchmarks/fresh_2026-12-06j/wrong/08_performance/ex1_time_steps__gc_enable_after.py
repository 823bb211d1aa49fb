# Mistake: "If you switch it off while timing, as timeit does, put back the caller's setting afterwards rather than switching it on: the tests also call your timer with the collector already off": it calls gc.enable() at the end, so a caller that had disabled the garbage collector finds it switched on.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    gc.disable()                               # as timeit does
    try:
        start = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        end = clock()
    finally:
        gc.enable()
    return (end - start) / n_steps
