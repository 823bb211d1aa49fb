# Mistake: "The same `(seed, epoch)` must always give the same batches (iterating twice in one epoch too ...)" and "`g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__`": the generator lives on the sampler and is reseeded only by set_epoch, so a second pass in the same epoch continues the stream and gives other batches.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths, dtype=torch.int64)
        self.batch_size = batch_size
        self.seed = seed
        self.g = torch.Generator().manual_seed(seed)

    def set_epoch(self, epoch):
        self.g.manual_seed(self.seed + epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = list(order.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=self.g):
            yield batches[b].tolist()
