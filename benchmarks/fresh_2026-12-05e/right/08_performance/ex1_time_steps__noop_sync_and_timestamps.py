# Right: replaces a missing sync by a no-op (sync=None is then never called), records clock readings in a list and averages the span of the timed steps, warmup-drained before the first reading
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else (lambda: None)
    for _ in range(warmup):
        step()
    wait()
    stamps = [clock()]
    for _ in range(n_steps):
        step()
    wait()
    stamps.append(clock())
    return (stamps[-1] - stamps[0]) / n_steps
