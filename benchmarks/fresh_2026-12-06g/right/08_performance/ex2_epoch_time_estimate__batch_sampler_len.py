# Right: asks PyTorch itself: a BatchSampler over range(n_samples) with that batch_size and drop_last has exactly as many batches as the DataLoader makes (it is what the DataLoader uses), 0 for an empty data set; the product with step_seconds is a Python float
from torch.utils.data import BatchSampler, SequentialSampler


def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = len(BatchSampler(SequentialSampler(range(n_samples)), batch_size, drop_last))
    return steps * float(step_seconds)
