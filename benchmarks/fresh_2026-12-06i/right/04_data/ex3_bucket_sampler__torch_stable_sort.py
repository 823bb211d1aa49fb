# Right: an int64 tensor copy of the lengths, torch.sort(..., stable=True) on the shuffled lengths and tensor_split into ceil(N / batch_size) chunks, each yielded as a 1-D index tensor.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self._lengths = torch.tensor(np.asarray(lengths).astype(np.int64))
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self._lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self._lengths), generator=g)
        _, where = torch.sort(self._lengths[perm], stable=True)
        order = perm[where]
        cuts = list(range(self.batch_size, len(order), self.batch_size))
        batches = torch.tensor_split(order, cuts)
        for j in torch.randperm(len(batches), generator=g):
            yield batches[int(j)]
