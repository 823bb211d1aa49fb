# Mistake: "The same (seed, epoch) must always give the same batches (iterating twice in one epoch too)" and "the epoch is 0 until set_epoch is called": __iter__ moves to the next epoch by itself, so a second pass over the sampler in the same epoch (or without set_epoch) gives other batches
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths, dtype=torch.int64).clone()
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        self.epoch += 1                     # next pass, next shuffle
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = list(order.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
