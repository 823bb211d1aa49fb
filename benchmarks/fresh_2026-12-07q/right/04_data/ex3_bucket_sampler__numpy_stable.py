# Right: the permutation from torch, the stable sort with np.argsort(kind="stable") on an int64 copy, batches as tensor chunks yielded as lists.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if isinstance(lengths, torch.Tensor):
            lengths = lengths.tolist()
        self.lengths = np.array(lengths, dtype=np.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).numpy()
        order = perm[np.argsort(self.lengths[perm], kind="stable")]
        chunks = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(chunks), generator=g).tolist():
            yield [int(i) for i in chunks[b]]
