# Right: stores the lengths as an int64 tensor copy, sorts with torch.sort(stable=True) on the permuted lengths, and yields each batch as a 1-D tensor (accepted by the prompt) built by indexing the split list.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor(np.asarray(lengths), dtype=torch.int64)
        self.batch_size, self.seed = int(batch_size), int(seed)
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        return math.ceil(self.lengths.numel() / self.batch_size)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self.epoch)
        perm = torch.randperm(self.lengths.numel(), generator=g)
        _, pos = torch.sort(self.lengths[perm], stable=True)
        chunks = torch.split(perm[pos], self.batch_size)
        order = torch.randperm(len(chunks), generator=g)
        yield from (chunks[k].clone() for k in order.tolist())
