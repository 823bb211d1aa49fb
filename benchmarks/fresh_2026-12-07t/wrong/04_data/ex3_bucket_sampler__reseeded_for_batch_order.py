# Mistake: "yield the batches in a random order (same generator)" and "Draw exactly these random numbers, in this order": a fresh generator seeded again with seed + epoch draws the batch order, so step 4's randperm is not the second draw of g and the batch order differs from the stated one.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor([int(n) for n in lengths], dtype=torch.long)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def _gen(self):
        return torch.Generator().manual_seed(self.seed + self.epoch)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self._gen())
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        for b in torch.randperm(len(batches), generator=self._gen()).tolist():
            yield batches[b].tolist()
