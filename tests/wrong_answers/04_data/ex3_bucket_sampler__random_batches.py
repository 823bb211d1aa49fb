# Diagnosis: no-bucketing
# Pitfall: no bucketing: batches of random indices, so every batch pads to its one long sequence.
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
        for batch in torch.randperm(len(self.lengths), generator=g).split(self.batch_size):
            yield batch.tolist()
