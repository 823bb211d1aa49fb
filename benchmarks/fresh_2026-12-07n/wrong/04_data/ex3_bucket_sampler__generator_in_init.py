# Mistake: "with `g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__`" and "The same `(seed, epoch)` must always give the same batches (iterating twice in one epoch too)": the generator is made once and only reseeded in set_epoch, so the second iteration in the same epoch continues its stream and yields other batches
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths).long()
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0
        self.g = torch.Generator().manual_seed(seed)

    def set_epoch(self, epoch):
        self.epoch = epoch
        self.g.manual_seed(self.seed + epoch)

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = list(order.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[b].tolist()
