# Mistake: "`len(sampler)` is the number of batches" — computes N // batch_size + 1, which is one too many whenever batch_size divides N (e.g. N=8, batch_size=4 gives 3 for 2 batches; the visible 10/3 case happens to be right).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths), dtype=torch.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return len(self.lengths) // self.batch_size + 1      # the last, smaller batch included

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.sort(self.lengths[perm], stable=True).indices]
        batches = order.split(self.batch_size)
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
