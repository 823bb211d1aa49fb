# Mistake: "Draw exactly these random numbers, in this order: ... `torch.randperm(number_of_batches, generator=g)` for step 4": the batch order is shuffled with Python's `random.Random(seed + epoch).shuffle`, reproducible but a different order from the reference's torch draw for any input with two or more batches
import random


class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths).long()
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)].tolist()
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        random.Random(self.seed + self.epoch).shuffle(batches)
        yield from batches
