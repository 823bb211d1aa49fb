# Mistake: "with `g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__` ... The same `(seed, epoch)` must always give the same batches (iterating twice in one epoch too ...)" — seeds the generator in __init__ and set_epoch, so a second iteration in the same epoch continues the stream and yields different batches (a fresh sampler still matches).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed = batch_size, seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch
        self.g = torch.Generator().manual_seed(self.seed + epoch)

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        order = torch.randperm(len(self.lengths), generator=self.g).tolist()
        order = sorted(order, key=lambda i: self.lengths[i])          # stable
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[b]
