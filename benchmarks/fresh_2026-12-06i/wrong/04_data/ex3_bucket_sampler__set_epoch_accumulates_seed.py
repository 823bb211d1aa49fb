# Mistake: "`set_epoch(epoch)` sets the epoch (as `DistributedSampler.set_epoch` does) ... up to three epochs from 0 to 6, in any order, each passed to `set_epoch` in turn" — folds the epoch into the stored seed (self.seed += epoch), so after set_epoch(1) then set_epoch(2) it seeds with seed + 3, and set_epoch(0) after another epoch does not go back to epoch 0.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size = batch_size
        self.seed = seed

    def set_epoch(self, epoch):
        self.seed += epoch                                      # seed + epoch from now on

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        perm = torch.randperm(len(self.lengths), generator=g).tolist()
        order = sorted(perm, key=self.lengths.__getitem__)
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        yield from (batches[j] for j in torch.randperm(len(batches), generator=g).tolist())
