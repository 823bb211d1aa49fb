# Mistake: "torch.randperm(number_of_batches, generator=g) for step 4 ... (same generator)": step 4 draws from a second generator seeded again with seed + epoch, so the batch order is not the reference's (its first draw repeats the start of step 1's stream)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths).to(torch.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def _generator(self):
        return torch.Generator().manual_seed(self.seed + self.epoch)

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self._generator())
        order = perm[torch.sort(self.lengths[perm], stable=True).indices]
        batches = list(order.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=self._generator()).tolist():
            yield batches[b].tolist()
