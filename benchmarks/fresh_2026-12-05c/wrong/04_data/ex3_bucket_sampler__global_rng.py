# Mistake: "shuffle the indices `0..N-1` with a `torch.Generator` seeded with `seed + epoch`" — draws from the global generator (not reproducible, and it changes global state)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(v) for v in lengths]
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        perm = torch.randperm(len(self.lengths)).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        batches = [order[k:k + self.batch_size] for k in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches)).tolist():
            yield batches[b]
