# Right: keeps an int64 copy of the lengths, sorts with torch.sort(stable=True) on the shuffled lengths and yields 1-D int64 index tensors (accepted by the prompt), reordered by indexing with the second permutation
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths), dtype=torch.int64).clone()
        self.batch_size, self.seed, self.epoch = int(batch_size), int(seed), 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        return math.ceil(self.lengths.numel() / self.batch_size)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self.epoch)
        perm = torch.randperm(self.lengths.numel(), generator=g)
        _, position = torch.sort(self.lengths[perm], stable=True)
        batches = torch.split(perm[position], self.batch_size)
        order = torch.randperm(len(batches), generator=g)
        for j in order:
            yield batches[int(j)]
