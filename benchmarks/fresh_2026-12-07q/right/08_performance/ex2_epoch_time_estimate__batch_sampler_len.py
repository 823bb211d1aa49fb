# Right: asks PyTorch itself: the length of a BatchSampler over range(n_samples), which is what a DataLoader's len() uses.
from torch.utils.data import BatchSampler, SequentialSampler

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = len(BatchSampler(SequentialSampler(range(n_samples)), batch_size, drop_last))
    return steps * step_seconds
