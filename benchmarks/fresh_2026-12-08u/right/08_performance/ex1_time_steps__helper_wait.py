# Right: a local helper `wait()` that is a no-op without sync, called before the clock even with warmup=0 (allowed), and a while-loop counter; total divided by n_steps.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync is not None:
            sync()

    done = 0
    while done < warmup:
        step()
        done += 1
    wait()
    begin = clock()
    for _ in range(n_steps):
        step()
    wait()
    end = clock()
    total = end - begin
    return total / n_steps
