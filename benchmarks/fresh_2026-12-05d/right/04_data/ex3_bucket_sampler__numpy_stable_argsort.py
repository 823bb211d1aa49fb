# Right: keeps the lengths as an int64 NumPy copy and sorts with np.argsort(kind="stable") (exact integer comparison), then cuts with np.array_split at multiples of batch_size; the random draws are exactly the two specified randperm calls.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if isinstance(lengths, torch.Tensor):
            lengths = lengths.tolist()
        self.lengths = np.array(lengths, dtype=np.int64)       # a copy
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).numpy()
        order = perm[np.argsort(self.lengths[perm], kind="stable")]
        cuts = np.arange(self.batch_size, len(order), self.batch_size)
        batches = np.split(order, cuts)
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield [int(i) for i in batches[b]]
