# Diagnosis: not-the-steps
# Pitfall: lengths stored as float32: above 2**24 neighbouring lengths become equal and sort together.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths, dtype=torch.float32)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g)
        by_length = shuffled[torch.argsort(self.lengths[shuffled], stable=True)]
        batches = list(by_length.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
