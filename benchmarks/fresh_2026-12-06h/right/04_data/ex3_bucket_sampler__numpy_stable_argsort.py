# Right: the two torch draws are made exactly as prescribed, but the stable sort is NumPy's argsort(kind="stable") on an int64 copy of the lengths, and the cut uses np.array_split at multiples of batch_size; indices are yielded as Python ints.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if torch.is_tensor(lengths):
            lengths = lengths.tolist()
        self.lengths = np.array(lengths, dtype=np.int64)       # our own copy, exact integers
        self.batch_size, self.seed, self.epoch = int(batch_size), int(seed), 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).numpy()
        order = perm[np.argsort(self.lengths[perm], kind="stable")]
        cuts = np.arange(self.batch_size, len(order), self.batch_size)
        batches = np.split(order, cuts)
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield [int(i) for i in batches[b]]
