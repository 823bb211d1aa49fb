# Right: builds the pieces explicitly: a RandomSampler and a BatchSampler (drop_last=False) passed as batch_sampler, with one private torch.Generator seeded with seed given to both the sampler and the DataLoader (so even the loader's base seed comes from it, never from the global generator).
from torch.utils.data import BatchSampler, RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator()
    generator.manual_seed(seed)
    sampler = RandomSampler(dataset, generator=generator)
    batches = BatchSampler(sampler, batch_size=batch_size, drop_last=False)
    return DataLoader(dataset, batch_sampler=batches, generator=generator)
