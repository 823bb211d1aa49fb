# Mistake: "If you switch it off while timing, as `timeit` does, put back the caller's setting afterwards rather than switching it on": this timer calls gc.enable() at the end, so a caller that had gc.disable()d finds the collector on again.
import gc


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    gc.disable()                      # like timeit: no collection inside the timed region
    try:
        if sync is not None:
            sync()
        start = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        end = clock()
    finally:
        gc.enable()
    return (end - start) / n_steps
