# Mistake: "lengths may exceed `2**24`, so compare them as integers, not as float32": the lengths are stored with `torch.tensor(lengths, dtype=torch.float)`, so values above 2**24 that differ by 1 become equal and the stable sort keeps them in shuffled order instead of ordering them (e.g. lengths [2**24 + 1, 2**24] sort as ties)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor([int(n) for n in lengths], dtype=torch.float)
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
