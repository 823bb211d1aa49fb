# Mistake: "`set_epoch(epoch)` sets the epoch (as `DistributedSampler.set_epoch` does)" — read as "advance to the next epoch": set_epoch ignores its argument and adds one, so set_epoch(3) after set_epoch(5) gives epoch 2's batches
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch += 1

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
