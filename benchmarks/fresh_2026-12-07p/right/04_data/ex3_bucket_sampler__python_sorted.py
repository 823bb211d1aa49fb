# Right: keeps the lengths as a list of Python ints and sorts the shuffled indices with Python's (stable) sorted(key=...), slicing the batches by hand; only the two randperm draws come from torch.
import math


class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size = int(batch_size)
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        by_length = sorted(shuffled, key=lambda i: self.lengths[i])
        batches = [by_length[s:s + self.batch_size] for s in range(0, len(by_length), self.batch_size)]
        order = torch.randperm(len(batches), generator=g).tolist()
        return iter([batches[k] for k in order])
