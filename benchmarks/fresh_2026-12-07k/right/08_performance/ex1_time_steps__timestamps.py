# Right: builds one call sequence (warmup calls, then timed calls) and records clock() timestamps in a list, with a local `wait` that is a no-op when sync is None, instead of two separate loops with if-tests.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else (lambda: None)
    stamps = []
    for i in range(warmup + n_steps):
        if i == warmup:
            wait()
            stamps.append(clock())
        step()
    wait()
    stamps.append(clock())
    return (stamps[-1] - stamps[0]) / n_steps
