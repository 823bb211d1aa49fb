# Right: an explicit RandomSampler holding its own seeded generator, passed as sampler= (not shuffle=True).
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator()
    generator.manual_seed(seed)
    return DataLoader(dataset, sampler=RandomSampler(dataset, generator=generator), batch_size=batch_size)
