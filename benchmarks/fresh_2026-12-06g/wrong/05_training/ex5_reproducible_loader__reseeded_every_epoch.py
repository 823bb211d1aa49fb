# Mistake: "each epoch is reshuffled (a new order, not the first epoch's again)" — the sampler makes its generator from seed inside __iter__, which is reproducible but gives every epoch the same order
class _SeededOrder(torch.utils.data.Sampler):
    def __init__(self, n, seed):
        self.n, self.seed = n, seed

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        return iter(torch.randperm(self.n, generator=g).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededOrder(len(dataset), seed),
                      generator=torch.Generator().manual_seed(seed))
