# Right: one loop over warmup + n_steps calls; the clock is started (after a sync when one is given) exactly when the warmup calls are done, and read again after a final sync; sync is never called when it is None
import time


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync is not None:
            sync()

    start = None
    if warmup == 0:
        wait()
        start = clock()
    for i in range(warmup + n_steps):
        step()
        if i == warmup - 1:
            wait()
            start = clock()
    wait()
    stop = clock()
    return (stop - start) / n_steps
