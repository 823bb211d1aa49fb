# Right: same order (warmup, sync, clock, steps, sync, clock) written with while loops and an explicit float division; sync is called only when given
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    done = 0
    while done < warmup:
        step()
        done += 1
    if callable(sync):
        sync()
    start = clock()
    timed = 0
    while timed < n_steps:
        step()
        timed += 1
    if callable(sync):
        sync()
    stop = clock()
    return float(stop - start) / float(n_steps)
