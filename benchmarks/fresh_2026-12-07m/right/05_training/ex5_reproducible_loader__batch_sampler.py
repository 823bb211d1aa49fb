# Right: builds the batches with BatchSampler(RandomSampler(dataset, generator=g), batch_size, drop_last=False) passed as batch_sampler instead of shuffle=True.
from torch.utils.data import BatchSampler, RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(seed)
    batches = BatchSampler(RandomSampler(dataset, generator=g), batch_size=batch_size, drop_last=False)
    return DataLoader(dataset, batch_sampler=batches)
