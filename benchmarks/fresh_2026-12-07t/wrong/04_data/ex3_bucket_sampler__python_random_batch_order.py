# Mistake: "Draw exactly these random numbers, in this order: ... `torch.randperm(number_of_batches, generator=g)` for step 4" and "yield the batches in a random order (same generator)": the batch order comes from random.Random(seed + epoch).shuffle, so the batches come out in another order than the stated draws give.
import random

class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths), dtype=torch.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = [chunk.tolist() for chunk in order.split(self.batch_size)]
        random.Random(self.seed + self.epoch).shuffle(batches)
        yield from batches
