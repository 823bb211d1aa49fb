# Right: validates the counts, then one clock interval between a sync after the warmup and a sync after the last step, divided by n_steps
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    n_steps, warmup = int(n_steps), int(warmup)
    if n_steps < 1 or warmup < 0:
        raise ValueError("need n_steps >= 1 and warmup >= 0")
    wait = sync if sync is not None else (lambda: None)
    done = 0
    while done < warmup:
        step()
        done += 1
    wait()
    start = clock()
    for _ in range(n_steps):
        step()
    wait()
    stop = clock()
    return (stop - start) / n_steps
