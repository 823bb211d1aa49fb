# Mistake: "returning the estimated seconds for one epoch: the number of steps ... times `step_seconds`" — computes in a float32 tensor and returns a 0-d tensor: step_seconds such as 0.013 times 77 steps is off in the 8th significant digit, and the result is a tensor, not a number of seconds
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    n = torch.tensor(n_samples, dtype=torch.float32)
    steps = torch.floor(n / batch_size) if drop_last else torch.ceil(n / batch_size)
    return steps * torch.tensor(step_seconds)
