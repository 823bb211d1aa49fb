# Mistake: "cut the sorted order into consecutive batches of batch_size (the last one may be smaller)": torch.chunk(order, len(self)) picks its own chunk size ceil(N / n_batches), which equals batch_size for the visible 10 / 3 case but not in general: N = 20, batch_size = 6 gives 4 batches of 5 instead of 6, 6, 6, 2 (and N = 8, batch_size = 5 gives 4, 4).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths, dtype=torch.long)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = torch.chunk(order, len(self))              # len(self) batches
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
