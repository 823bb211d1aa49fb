# Mistake: "lengths may exceed `2**24`, so compare them as integers, not as float32": the lengths are kept as a float tensor, so values above 2**24 that differ by 1 become equal and the stable sort keeps their shuffled order instead of sorting them.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor(np.asarray(lengths), dtype=torch.float)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.sort(self.lengths[perm], stable=True).indices]
        batches = list(order.split(self.batch_size))
        for i in torch.randperm(len(batches), generator=g):
            yield batches[i].tolist()
