# Mistake: "`set_epoch(epoch)` sets the epoch" ... "epochs from 0 to 6, in any order" — set_epoch adds the epoch to the stored seed, so after set_epoch(2) then set_epoch(1) the generator is seeded with seed + 3, not seed + 1 (only the first call is right).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(x) for x in lengths]
        self.batch_size, self.seed = batch_size, seed

    def set_epoch(self, epoch):
        self.seed += epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        perm = torch.randperm(len(self.lengths), generator=g).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
