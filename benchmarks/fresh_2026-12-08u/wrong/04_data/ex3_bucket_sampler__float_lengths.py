# Mistake: "lengths may exceed 2**24, so compare them as integers, not as float32": the lengths become a float tensor, so values above 2**24 that differ by 1 tie and the stable sort keeps them in shuffled order instead of sorting them.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor(np.asarray(lengths), dtype=torch.float)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.sort(self.lengths[perm], stable=True).indices]
        batches = [b.tolist() for b in order.split(self.batch_size)]
        for j in torch.randperm(len(batches), generator=g).tolist():
            yield batches[j]
