# Right: sorts with NumPy's stable argsort on an int64 copy of the lengths, and yields 1-D integer tensors (allowed) from torch.split.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = np.array(lengths, dtype=np.int64)
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        return int(np.ceil(len(self.lengths) / self.batch_size))

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        keys = self.lengths[perm.numpy()]
        order = perm[torch.from_numpy(np.argsort(keys, kind="stable"))]
        batches = torch.split(order, self.batch_size)
        for k in torch.randperm(len(batches), generator=g):
            yield batches[int(k)]
