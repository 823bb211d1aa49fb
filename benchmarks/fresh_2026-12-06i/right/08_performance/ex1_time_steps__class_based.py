# Right: a small StepTimer class with a context-manager region (sync on entry and exit, then clock), and the per-call time as a float division.
class _Region:
    def __init__(self, sync, clock):
        self.sync, self.clock = sync, clock
    def __enter__(self):
        if self.sync is not None:
            self.sync()
        self.start = self.clock()
        return self
    def __exit__(self, *exc):
        if self.sync is not None:
            self.sync()
        self.seconds = self.clock() - self.start
        return False

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    calls = 0
    while calls < warmup:
        step()
        calls += 1
    with _Region(sync, clock) as region:
        for _ in range(n_steps):
            step()
    return float(region.seconds) / n_steps
