# Mistake: "with `g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__` ... The same `(seed, epoch)` must always give the same batches (iterating twice in one epoch too)" — the generator is seeded once in set_epoch/__init__, so the second pass over the same epoch draws new numbers and gives other batches.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed = batch_size, seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch
        self.g = torch.Generator().manual_seed(self.seed + epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[b]
