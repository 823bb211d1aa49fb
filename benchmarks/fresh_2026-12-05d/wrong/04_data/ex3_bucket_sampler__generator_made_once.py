# Mistake: "with `g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__`" ... "iterating twice in one epoch too" — the generator is seeded in __init__/set_epoch and reused, so a second iteration in the same epoch continues the stream and gives other batches (and epoch 0 without set_epoch differs from a later set_epoch(0) only by luck).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(x) for x in lengths]
        self.batch_size, self.seed = batch_size, seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch
        self.g = torch.Generator().manual_seed(self.seed + epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g).tolist()
        order = sorted(perm, key=self.lengths.__getitem__)
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[b]
