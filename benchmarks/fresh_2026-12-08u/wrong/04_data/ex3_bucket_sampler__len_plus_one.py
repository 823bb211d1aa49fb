# Mistake: "len(sampler) is the number of batches": len is computed as N // batch_size + 1, one too many whenever N is a multiple of batch_size (e.g. N=8, batch_size=4 gives 3, the epoch yields 2).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths)).long()
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return len(self.lengths) // self.batch_size + 1     # + 1 for the last, smaller batch

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = [b.tolist() for b in order.split(self.batch_size)]
        for j in torch.randperm(len(batches), generator=g).tolist():
            yield batches[j]
