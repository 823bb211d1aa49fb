# Right: records a timestamp after the pre-timing sync and another after the final sync (extra clock reads are allowed), collects them in a list and averages the span; sync only when given, warmup may be 0
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync is not None:
            sync()

    count = 0
    while count < warmup:
        step()
        count += 1
    wait()
    stamps = [clock()]
    for _ in range(n_steps):
        step()
    wait()
    stamps.append(clock())
    return (stamps[-1] - stamps[0]) / n_steps
