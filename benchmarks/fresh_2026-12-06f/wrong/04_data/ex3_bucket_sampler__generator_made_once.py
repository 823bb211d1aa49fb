# Mistake: "with `g = torch.Generator().manual_seed(seed + epoch)` made in `__iter__` ... (iterating twice in one epoch too)" — the generator is seeded in set_epoch/__init__ and reused, so the second iteration in the same epoch continues the random stream and gives other batches.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(x) for x in lengths]
        self.batch_size, self.seed = batch_size, seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch
        self.g = torch.Generator().manual_seed(self.seed + epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths), generator=self.g).tolist()
        perm.sort(key=lambda i: self.lengths[i])
        batches = [perm[k:k + self.batch_size] for k in range(0, len(perm), self.batch_size)]
        return iter([batches[b] for b in torch.randperm(len(batches), generator=self.g).tolist()])
