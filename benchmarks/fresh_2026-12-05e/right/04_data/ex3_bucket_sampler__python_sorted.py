# Right: lengths copied to Python ints (exact beyond 2**24), Python's sorted is stable, the generator is made in __iter__ from seed + epoch and draws exactly the two randperm calls
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if torch.is_tensor(lengths):
            lengths = lengths.tolist()
        self.lengths = [int(n) for n in lengths]
        self.batch_size = int(batch_size)
        self.seed = int(seed)
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        n, b = len(self.lengths), self.batch_size
        return (n + b - 1) // b

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        by_length = sorted(shuffled, key=self.lengths.__getitem__)
        batches = [by_length[start:start + self.batch_size]
                   for start in range(0, len(by_length), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield list(batches[b])
