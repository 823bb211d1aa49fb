# Mistake: "the epoch is 0 until `set_epoch` is called" and "iterating twice in one epoch" must give the same batches: the sampler advances its own epoch at the end of every pass, so the second pass of an epoch uses seed + epoch + 1.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths, dtype=torch.int64)
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
        batches = list(order.split(self.batch_size))
        self.epoch += 1
        for b in torch.randperm(len(batches), generator=g):
            yield batches[b].tolist()
