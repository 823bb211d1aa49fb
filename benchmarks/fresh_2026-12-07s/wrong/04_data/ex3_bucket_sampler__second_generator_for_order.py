# Mistake: "yield the batches in a random order (same generator)" / "`torch.randperm(number_of_batches, generator=g)` for step 4": draws the batch order from a second generator seeded again with seed + epoch, so the order differs from the prescribed draws (though still reproducible).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths, dtype=torch.int64)
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
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = list(order.split(self.batch_size))
        g_order = torch.Generator().manual_seed(self.seed + self.epoch)
        for b in torch.randperm(len(batches), generator=g_order):
            yield batches[b].tolist()
