# Right: lengths kept as an int64 tensor copy (exact above 2**24), torch.sort(stable=True) on the shuffled lengths, torch.split into batches (last one smaller), batches yielded as int lists in the order of the second randperm
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor([int(v) for v in lengths], dtype=torch.int64)
        self.batch_size = int(batch_size)
        self.seed = int(seed)
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        n = self.lengths.numel()
        return n // self.batch_size + (1 if n % self.batch_size else 0)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self.epoch)
        perm = torch.randperm(self.lengths.numel(), generator=g)
        _, pos = torch.sort(self.lengths[perm], stable=True)
        chunks = torch.split(perm[pos], self.batch_size)
        for k in torch.randperm(len(chunks), generator=g):
            yield [int(i) for i in chunks[int(k)]]
