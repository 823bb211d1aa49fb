# Diagnosis: global-state-changed
# Mistake: "the inputs come back unchanged and global state as found" — like timeit it disables the garbage collector while timing, but then calls gc.enable() unconditionally: a caller that had switched the collector off finds it switched on
import gc


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    gc.disable()
    try:
        start = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        elapsed = clock() - start
    finally:
        gc.enable()
    return elapsed / n_steps
