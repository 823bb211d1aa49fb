# Mistake: "`g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__`" and "The same `(seed, epoch)` must always give the same batches (iterating twice in one epoch too)": the generator is made once and only reseeded by set_epoch, so the second iteration of an epoch continues its stream and gives other batches.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths)).long()
        self.batch_size, self.seed = batch_size, seed
        self.g = torch.Generator().manual_seed(seed)

    def set_epoch(self, epoch):
        self.g.manual_seed(self.seed + epoch)

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        for i in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[i].tolist()
