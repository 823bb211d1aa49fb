# Right: lengths copied once to Python ints (exact for any int32/int64 value, any container), the two prescribed randperm draws from a generator made in __iter__, Python's sorted (guaranteed stable) on the shuffled order, batches materialised as lists.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(x) for x in lengths]
        self.batch_size = int(batch_size)
        self.seed = int(seed)
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=lambda i: self.lengths[i])
        batches = [ordered[k:k + self.batch_size] for k in range(0, len(ordered), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
