# Mistake: "`len(sampler)` is the number of batches": `(N + batch_size) // batch_size` is one too many whenever batch_size divides N (N=8, batch_size=4 gives 3 for 2 batches; batch_size=1 gives N + 1)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size) // self.batch_size   # rounds up

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        lengths = torch.tensor(self.lengths, dtype=torch.long)
        perm = torch.randperm(len(lengths), generator=g)
        order = perm[torch.sort(lengths[perm], stable=True).indices]
        batches = [order[i:i + self.batch_size].tolist() for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g):
            yield batches[b]
