# Right: stores an int64 copy of the lengths, sorts with torch.sort(stable=True) and yields 1-D index tensors (which the prompt accepts).
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
        _, within = torch.sort(self.lengths[perm], stable=True)
        chunks = torch.split(perm[within], self.batch_size)
        for k in torch.randperm(len(chunks), generator=g).tolist():
            yield chunks[k]
