# Plain Python lists: a stable sorted() by length over a torch-shuffled order, batches cut by slicing.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed = batch_size, seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self.epoch)
        order = sorted(torch.randperm(len(self.lengths), generator=g).tolist(), key=self.lengths.__getitem__)
        batches = [order[k:k + self.batch_size] for k in range(0, len(order), self.batch_size)]
        permutation = torch.randperm(len(batches), generator=g)
        return iter([batches[k] for k in permutation])
