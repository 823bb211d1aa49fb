# Mistake: "with `g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__`... The same `(seed, epoch)` must always give the same batches (iterating twice in one epoch too)" — the generator is made once in __init__ / set_epoch, so a second iteration in the same epoch continues its stream and gives other batches
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths, dtype=torch.int64).clone()
        self.batch_size, self.seed = batch_size, seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch
        self.g = torch.Generator().manual_seed(self.seed + epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g)
        order = perm[torch.sort(self.lengths[perm], stable=True).indices]
        batches = [b.tolist() for b in order.split(self.batch_size)]
        for i in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[i]
