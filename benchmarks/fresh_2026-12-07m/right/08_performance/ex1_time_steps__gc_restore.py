# Right: like timeit, switches the garbage collector off while timing and puts back the caller's setting (on or off) in a finally block.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    i = 0
    while i < warmup:
        step()
        i += 1
    gc_was_on = gc.isenabled()
    gc.disable()
    try:
        if sync is not None:
            sync()
        t_start = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        elapsed = clock() - t_start
    finally:
        if gc_was_on:
            gc.enable()
    return elapsed / n_steps
