# Right: lengths copied to Python ints; randperm(N) then Python's sorted (stable) by length, ceil(N / batch_size) batches kept with the smaller last one, then randperm(number of batches) from the same generator made in __iter__
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(v) for v in lengths]
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=self.lengths.__getitem__)
        batches = [ordered[start:start + self.batch_size]
                   for start in range(0, len(ordered), self.batch_size)]
        for k in torch.randperm(len(batches), generator=g).tolist():
            yield batches[k]
