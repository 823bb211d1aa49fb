# Mistake: "each epoch is reshuffled (a new order, not the first epoch's again)": a batch sampler re-seeds its generator with seed at every __iter__, so every epoch yields exactly the first epoch's batches.
class _SeededBatches(torch.utils.data.Sampler):
    def __init__(self, n, batch_size, seed):
        self.n, self.batch_size, self.seed = n, batch_size, seed

    def __len__(self):
        return -(-self.n // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)        # same seed, same order: reproducible
        order = torch.randperm(self.n, generator=g).tolist()
        for i in range(0, self.n, self.batch_size):
            yield order[i:i + self.batch_size]

def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_sampler=_SeededBatches(len(dataset), batch_size, seed))
