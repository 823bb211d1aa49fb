# Mistake: "shuffle the indices `0..N-1` with a `torch.Generator` seeded with `seed + epoch`" -- it seeds with seed * 100_000 + epoch (to keep seed 0 epoch 1 apart from seed 1 epoch 0), so for any seed other than 0 the draws, and the batches, differ from the reference's.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed * 100_000 + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
