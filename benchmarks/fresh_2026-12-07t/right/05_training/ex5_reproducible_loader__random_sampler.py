# Right: passes an explicit RandomSampler with its own seeded torch.Generator as sampler= (instead of shuffle=True plus generator=); the sampler draws a fresh permutation from that generator at every epoch.
from torch.utils.data import RandomSampler

def reproducible_loader(dataset, batch_size, seed):
    order_rng = torch.Generator(device="cpu")
    order_rng.manual_seed(int(seed))
    return DataLoader(dataset, batch_size=batch_size, sampler=RandomSampler(dataset, generator=order_rng),
                      drop_last=False)
