# Diagnosis: same-buckets-every-epoch
# Pitfall: sorts by length without shuffling first, so each epoch has the same batches, only reordered.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        by_length = torch.argsort(self.lengths, stable=True)
        batches = list(by_length.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
