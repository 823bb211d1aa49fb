# Right: reads the clock before every timed step and once after the final sync, then sums the consecutive differences (which telescope to the total) and divides by n_steps.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    i = 0
    while i < warmup:
        step()
        i += 1
    if sync is not None and warmup > 0:
        sync()
    marks = []
    for _ in range(n_steps):
        marks.append(clock())
        step()
    if sync is not None:
        sync()
    marks.append(clock())
    total = sum(b - a for a, b in zip(marks, marks[1:]))
    return total / n_steps
