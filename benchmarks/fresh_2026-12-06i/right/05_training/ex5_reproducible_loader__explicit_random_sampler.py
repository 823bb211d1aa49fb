# Right: passes an explicit RandomSampler that owns a Generator seeded with seed (instead of shuffle=True + generator=), so only that generator decides every epoch's order.
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator()
    generator.manual_seed(seed)
    sampler = RandomSampler(dataset, generator=generator)
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, drop_last=False)
