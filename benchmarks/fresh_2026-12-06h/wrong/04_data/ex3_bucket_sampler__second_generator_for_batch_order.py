# Mistake: "Draw exactly these random numbers, in this order: `torch.randperm(N, generator=g)` for step 1 and `torch.randperm(number_of_batches, generator=g)` for step 4" ("same generator") — the batch order is drawn from a second generator freshly seeded with seed + epoch, so step 4 repeats the start of step 1's stream instead of continuing it: the batches are right, but they come out in another order than the reference's.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def _generator(self):
        return torch.Generator().manual_seed(self.seed + self.epoch)

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        shuffled = torch.randperm(len(self.lengths), generator=self._generator()).tolist()
        ordered = sorted(shuffled, key=lambda i: self.lengths[i])          # stable
        batches = [ordered[i:i + self.batch_size] for i in range(0, len(ordered), self.batch_size)]
        for b in torch.randperm(len(batches), generator=self._generator()).tolist():
            yield batches[b]
