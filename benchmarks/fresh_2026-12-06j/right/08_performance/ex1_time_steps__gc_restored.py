# Right: switches the garbage collector off during the timed loop like timeit, and restores the caller's setting (gc.isenabled() read first) in a finally block.
import gc

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    gc_was_on = gc.isenabled()
    gc.disable()
    try:
        begin = clock()
        count = 0
        while count < n_steps:
            step()
            count += 1
        if sync is not None:
            sync()
        elapsed = clock() - begin
    finally:
        if gc_was_on:
            gc.enable()
    return elapsed / n_steps
