# Mistake: "The same (seed, epoch) must always give the same batches (iterating twice in one epoch too)" and "g ... made in __iter__": the generator is seeded in __init__/set_epoch and reused, so the second iteration within one epoch continues the stream and gives other batches.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths)).long()
        self.batch_size, self.seed = batch_size, seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch
        self.g = torch.Generator().manual_seed(self.seed + epoch)

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = [b.tolist() for b in order.split(self.batch_size)]
        for j in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[j]
