# Right: Python's sorted() is guaranteed stable and compares the lengths as exact Python ints; the lengths are copied into a tuple in __init__ (the caller's object is never touched), and the two randperm draws come from a generator made in __iter__.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = tuple(int(x) for x in lengths)
        self.batch_size = int(batch_size)
        self.seed = int(seed)
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        by_length = sorted(shuffled, key=lambda i: self.lengths[i])
        batches = [by_length[start:start + self.batch_size]
                   for start in range(0, len(by_length), self.batch_size)]
        order = torch.randperm(len(batches), generator=g).tolist()
        return iter([batches[b] for b in order])
