# Right: timeit-style: switches the garbage collector off for the timed region and restores the caller's setting in a finally; clock readings kept as a list of stamps.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        if sync is not None:
            sync()
        stamps = [clock()]
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        stamps.append(clock())
    finally:
        if was_enabled:
            gc.enable()
    return (stamps[-1] - stamps[0]) / n_steps
