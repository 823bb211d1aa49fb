# Right: asks a real DataLoader over range(n_samples) (a BatchSampler underneath) for its length, exactly what the prompt defines, instead of doing the arithmetic.
from torch.utils.data import BatchSampler, SequentialSampler

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    sampler = BatchSampler(SequentialSampler(range(n_samples)), batch_size=batch_size, drop_last=drop_last)
    return len(sampler) * step_seconds
