# Mistake: "`len(sampler)` is the number of batches": (N + batch_size) // batch_size is one too many whenever N is a multiple of batch_size (N=8, batch_size=4 gives 3, while an epoch yields 2 batches).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths)).long()
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        for i in torch.randperm(len(batches), generator=g).tolist():
            yield batches[i].tolist()
