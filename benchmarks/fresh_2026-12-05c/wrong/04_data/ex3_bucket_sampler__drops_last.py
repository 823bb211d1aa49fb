# Mistake: "cut the sorted order into consecutive batches of `batch_size` (the last one may be smaller: **keep it**)" — drops the last, smaller batch (and with batch_size > N yields nothing)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(v) for v in lengths]
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return len(self.lengths) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        n = len(order) // self.batch_size
        batches = [order[k * self.batch_size:(k + 1) * self.batch_size] for k in range(n)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
