# Mistake: "`set_epoch(epoch)` sets the epoch ... seeded with `seed + epoch`": set_epoch adds the epoch to the stored seed, so after set_epoch(1) then set_epoch(2) the generator is seeded with seed + 3, not seed + 2.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed = batch_size, seed

    def set_epoch(self, epoch):
        self.seed += epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        lengths = torch.tensor(self.lengths, dtype=torch.int64)
        perm = torch.randperm(len(lengths), generator=g)
        order = perm[torch.argsort(lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
