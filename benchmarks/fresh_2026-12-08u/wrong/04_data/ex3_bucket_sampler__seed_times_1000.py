# Mistake: "a torch.Generator seeded with seed + epoch": the generator is seeded with seed * 1000 + epoch (to keep seed 0 epoch 1 apart from seed 1 epoch 0), so every batch differs from the prescribed draws for any seed other than 0.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths)).long()
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed * 1000 + self.epoch)   # no collisions between seeds
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = [b.tolist() for b in order.split(self.batch_size)]
        for j in torch.randperm(len(batches), generator=g).tolist():
            yield batches[j]
