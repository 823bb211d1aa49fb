# Right: a no-op wait function replaces sync=None, so the code calls wait() unconditionally; the clock is read once before and once after the timed loop.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else (lambda: None)
    for _ in range(warmup):
        step()
    wait()
    started = clock()
    for _ in range(n_steps):
        step()
    wait()
    finished = clock()
    return (finished - started) / n_steps
