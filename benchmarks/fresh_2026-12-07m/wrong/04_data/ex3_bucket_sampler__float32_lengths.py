# Mistake: "lengths may exceed `2**24`, so compare them as integers, not as float32": the lengths are converted to a float tensor, so lengths like 2**24 + 1 and 2**24 + 2 round to equal values and are ordered by the shuffle instead of by length.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor([float(n) for n in lengths])
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.sort(self.lengths[perm], stable=True).indices]
        batches = order.split(self.batch_size)
        for b in torch.randperm(len(batches), generator=g):
            yield batches[b].tolist()
