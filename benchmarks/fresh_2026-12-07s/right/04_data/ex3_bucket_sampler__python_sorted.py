# Right: keeps lengths as Python ints and uses Python's sorted() (stable) on the shuffled indices, slicing batches with range steps.
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
        ordered = sorted(shuffled, key=lambda i: self.lengths[i])
        batches = [ordered[s:s + self.batch_size] for s in range(0, len(ordered), self.batch_size)]
        order = torch.randperm(len(batches), generator=g).tolist()
        return iter([batches[k] for k in order])
