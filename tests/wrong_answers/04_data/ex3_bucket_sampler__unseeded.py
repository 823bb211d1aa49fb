# Diagnosis: not-reproducible
# Pitfall: shuffles with the global random generator, so the batches cannot be reproduced.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        shuffled = torch.randperm(len(self.lengths))
        by_length = shuffled[torch.argsort(self.lengths[shuffled], stable=True)]
        batches = list(by_length.split(self.batch_size))
        for b in torch.randperm(len(batches)).tolist():
            yield batches[b].tolist()
