# Each timed step is its own lap: sync after it and read the clock; the laps are added up.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else (lambda: None)
    for _ in range(warmup):
        step()
    wait()
    laps = []
    for _ in range(n_steps):
        start = clock()
        step()
        wait()
        laps.append(clock() - start)
    return sum(laps) / len(laps)
