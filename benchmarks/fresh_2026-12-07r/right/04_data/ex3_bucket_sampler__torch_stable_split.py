# Right: an int64 tensor copy of the lengths, torch.sort(stable=True), torch.split into batches yielded as tensors.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor(np.asarray(lengths).astype(np.int64))
        self.batch_size, self.seed = batch_size, seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(self.lengths.numel() / self.batch_size)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self.epoch)
        perm = torch.randperm(self.lengths.numel(), generator=g)
        _, idx = torch.sort(self.lengths[perm], stable=True)
        batches = torch.split(perm[idx], self.batch_size)
        for k in torch.randperm(len(batches), generator=g):
            yield batches[k]
