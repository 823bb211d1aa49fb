# Mistake: "len(sampler) is the number of batches" (the last, smaller batch kept) — N // batch_size + 1 is right for the visible 10 items in batches of 3 but one too many whenever batch_size divides N (8 items in batches of 2, or batch_size 1)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths), dtype=torch.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return len(self.lengths) // self.batch_size + 1

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = list(order.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=g):
            yield batches[b].tolist()
