# Right: passes an explicit RandomSampler with its own seeded generator as sampler= (which draws a new order from that generator at every epoch) instead of shuffle=True
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    order = torch.Generator()
    order.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, sampler=RandomSampler(dataset, generator=order))
