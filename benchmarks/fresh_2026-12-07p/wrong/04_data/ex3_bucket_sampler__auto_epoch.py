# Mistake: "the epoch is 0 until `set_epoch` is called" and "iterate over the sampler twice" in every epoch with the same batches: the learner advances the epoch itself at the end of every pass, so the second pass of an epoch (and every pass without set_epoch) uses seed + 1, seed + 2, ...
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths)).long()
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        batches = order.split(self.batch_size)
        for i in torch.randperm(len(batches), generator=g).tolist():
            yield batches[i].tolist()
        self.epoch += 1          # next pass, next epoch
