# Right: wraps the optional sync in a no-op helper (never calling a None sync), records the clock before and after, and computes the per-step mean from the two readings.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync is not None:
            sync()

    for _ in range(warmup):
        step()
    wait()
    readings = [clock()]
    for _ in range(n_steps):
        step()
    wait()
    readings.append(clock())
    return (readings[1] - readings[0]) / n_steps
