# Mistake: "Draw exactly these random numbers, in this order: `torch.randperm(N, generator=g)` for step 1 and `torch.randperm(number_of_batches, generator=g)` for step 4" — the batch order is drawn before the index shuffle (the number of batches is known up front), so both permutations come from other positions of the stream and the batches differ from the specified ones.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor([int(x) for x in lengths], dtype=torch.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        batch_order = torch.randperm(len(self), generator=g)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        for b in batch_order.tolist():
            yield batches[b].tolist()
