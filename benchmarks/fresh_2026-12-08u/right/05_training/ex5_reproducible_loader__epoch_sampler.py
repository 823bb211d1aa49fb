# Right: a small Sampler of its own that counts epochs and draws torch.randperm from a fresh generator seeded with (seed, epoch) at every __iter__; the order is not shuffle=True's, which the prompt allows.
class _EpochShuffle(torch.utils.data.Sampler):
    def __init__(self, n, seed):
        self.n, self.seed, self.epoch = n, seed, 0

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed * 1_000_003 + self.epoch)
        self.epoch += 1
        return iter(torch.randperm(self.n, generator=g).tolist())

def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_EpochShuffle(len(dataset), seed))
