# Mistake: "with g = torch.Generator().manual_seed(seed + epoch) made in __iter__ ... The same (seed, epoch) must always give the same batches (iterating twice in one epoch too)": the generator is seeded in __init__/set_epoch and then keeps advancing, so the second iteration over the sampler in the same epoch yields different batches.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths).long()
        self.batch_size, self.seed = batch_size, seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch
        self.g = torch.Generator().manual_seed(self.seed + epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        for b in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[b].tolist()
