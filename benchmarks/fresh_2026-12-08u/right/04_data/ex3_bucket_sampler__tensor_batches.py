# Right: stable argsort on an int64 tensor and torch.split; yields each batch as a 1-D int64 tensor (allowed), and computes len with math.ceil on ints.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if isinstance(lengths, torch.Tensor):
            self.lengths = lengths.detach().to("cpu", torch.int64).clone()
        else:
            self.lengths = torch.as_tensor(np.asarray(lengths), dtype=torch.int64).clone()
        self.batch_size = batch_size
        self.seed = seed
        self._epoch = 0

    def set_epoch(self, epoch):
        self._epoch = int(epoch)

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self._epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        yield from (batches[j] for j in torch.randperm(len(batches), generator=g))
