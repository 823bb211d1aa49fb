# Mistake: "sort them by length with a **stable** sort (equal lengths keep their shuffled order)" — uses torch.argsort without stable=True (the default is not guaranteed stable), so with a few distinct lengths repeated many times the ties are reordered and the batches differ from the prescribed draws.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths).long().clone()
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(-self.lengths[perm], descending=True)]
        batches = [b.tolist() for b in order.split(self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
