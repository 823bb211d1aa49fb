# Mistake: "`len(sampler)` is the number of batches" — the length is computed as N // batch_size + 1, which is one too many whenever N is a multiple of batch_size (N=8, batch_size=4 gives 3, but an epoch yields 2 batches; batch_size=1 always over-counts).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths), dtype=torch.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return len(self.lengths) // self.batch_size + 1        # the full batches plus the tail

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = [chunk.tolist() for chunk in order.split(self.batch_size)]
        for i in torch.randperm(len(batches), generator=g).tolist():
            yield batches[i]
