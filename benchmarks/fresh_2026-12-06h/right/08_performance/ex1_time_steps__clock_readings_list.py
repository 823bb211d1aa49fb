# Right: keeps the two clock readings in a list and subtracts them, uses `itertools.repeat` for the loops, and skips the start-of-clock sync when there was no warmup (allowed by the prompt).
import itertools

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else (lambda: None)
    for _ in itertools.repeat(None, warmup):
        step()
    if warmup:
        wait()
    marks = [clock()]
    for _ in itertools.repeat(None, n_steps):
        step()
    wait()
    marks.append(clock())
    return (marks[1] - marks[0]) / n_steps
