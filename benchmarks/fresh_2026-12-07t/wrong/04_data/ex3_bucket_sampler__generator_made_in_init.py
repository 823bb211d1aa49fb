# Mistake: "`g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__`" and "The same `(seed, epoch)` must always give the same batches (iterating twice in one epoch too)": the generator is made in __init__ and reseeded only in set_epoch, so a second pass in the same epoch continues the stream and gives other batches.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size = batch_size
        self.seed = seed
        self.generator = torch.Generator().manual_seed(seed)

    def set_epoch(self, epoch):
        self.generator.manual_seed(self.seed + epoch)

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.generator).tolist()
        perm.sort(key=lambda i: self.lengths[i])          # list.sort is stable
        batches = [perm[i:i + self.batch_size] for i in range(0, len(perm), self.batch_size)]
        for b in torch.randperm(len(batches), generator=self.generator).tolist():
            yield batches[b]
