# Mistake: "Draw exactly these random numbers, in this order: ... `torch.randperm(number_of_batches, generator=g)` for step 4" — the batch order is drawn from the global generator (random.shuffle), so the same (seed, epoch) gives batches in different orders and the global random state is consumed.
import random


class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(x) for x in lengths]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        random.shuffle(batches)
        yield from batches
