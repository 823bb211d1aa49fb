# Right: passes an explicit RandomSampler with its own seeded generator (instead of shuffle=True + generator=), which draws a new permutation from that generator at every epoch
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    own = torch.Generator()
    own.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, sampler=RandomSampler(dataset, generator=own))
