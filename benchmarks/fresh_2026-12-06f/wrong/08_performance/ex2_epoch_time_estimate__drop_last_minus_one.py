# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes" — drop_last is taken as "one step fewer", which is wrong whenever n_samples is a multiple of batch_size (nothing to drop) and gives -1 steps for n_samples=0
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = -(-n_samples // batch_size)
    if drop_last:
        steps -= 1
    return steps * step_seconds
