# Right: a sampler of its own that counts its epochs and draws epoch e's permutation from a fresh generator seeded with (seed, e) combined without collisions, plus a loader generator of its own (so iterating draws nothing from the global generator); creating it draws nothing at all
class _EpochKeyedOrder(torch.utils.data.Sampler):
    def __init__(self, n, seed):
        self.n, self.seed, self.epoch = n, int(seed), 0

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed * 1_000_003 + self.epoch)
        self.epoch += 1
        return iter(torch.randperm(self.n, generator=g).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_EpochKeyedOrder(len(dataset), seed),
                      drop_last=False, generator=torch.Generator().manual_seed(seed))
