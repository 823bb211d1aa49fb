# Right: an explicit RandomSampler over the private generator wrapped in a BatchSampler that keeps the last batch (each epoch draws a fresh permutation); the same generator is given to the DataLoader so its per-epoch base seed is not drawn from the global generator
from torch.utils.data import BatchSampler, RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    gen = torch.Generator().manual_seed(int(seed))
    batches = BatchSampler(RandomSampler(dataset, generator=gen), batch_size=batch_size, drop_last=False)
    return DataLoader(dataset, batch_sampler=batches, generator=gen)
