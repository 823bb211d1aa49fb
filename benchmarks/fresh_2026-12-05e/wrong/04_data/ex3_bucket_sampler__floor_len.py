# Mistake: "`len(sampler)` is the number of batches" (the last, smaller batch kept) — __len__ uses floor division, one too few whenever N is not a multiple of batch_size (0 when batch_size > N)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return len(self.lengths) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
