# Right: the timed region is a small context-manager class that syncs then reads the clock on entry and exit; the collector is switched off inside it and restored to the caller's own setting (`gc.isenabled()`), not forced on.
import gc

class _DeviceTimer:
    def __init__(self, clock, sync):
        self.clock, self.sync = clock, sync

    def _wait(self):
        if self.sync is not None:
            self.sync()

    def __enter__(self):
        self._gc_was_on = gc.isenabled()
        gc.disable()
        self._wait()
        self.start = self.clock()
        return self

    def __exit__(self, *exc):
        self._wait()
        self.elapsed = self.clock() - self.start
        if self._gc_was_on:
            gc.enable()
        return False

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    with _DeviceTimer(clock, sync) as timer:
        for _ in range(n_steps):
            step()
    return timer.elapsed / n_steps
