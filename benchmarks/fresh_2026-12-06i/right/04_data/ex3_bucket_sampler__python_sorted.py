# Right: keeps the lengths as a tuple of Python ints and sorts the shuffled indices with Python's sorted (always stable), cutting with range steps; the generator is rebuilt in every __iter__.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if isinstance(lengths, torch.Tensor):
            lengths = lengths.tolist()
        self.lengths = tuple(int(n) for n in lengths)
        self.batch_size, self.seed, self.epoch = int(batch_size), int(seed), 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=lambda i: self.lengths[i])
        batches = [ordered[start:start + self.batch_size]
                   for start in range(0, len(ordered), self.batch_size)]
        for j in torch.randperm(len(batches), generator=g).tolist():
            yield list(batches[j])
