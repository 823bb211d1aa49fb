# Mistake: "lengths may exceed 2**24, so compare them as integers, not as float32": the lengths are stored as a float32 tensor, so lengths above 2**24 that differ by 1 compare equal and the stable sort keeps their shuffled order instead of sorting them
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths, dtype=torch.float32)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = list(order.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
