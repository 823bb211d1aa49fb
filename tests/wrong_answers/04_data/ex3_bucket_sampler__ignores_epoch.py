# Diagnosis: epoch-ignored
# Pitfall: the generator is seeded with the seed alone, so set_epoch changes nothing: every epoch is the same.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = list(lengths)
        self.batch_size, self.seed = batch_size, seed

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        order = torch.randperm(len(self.lengths), generator=g).tolist()
        order.sort(key=lambda i: self.lengths[i])
        batches = [order[k:k + self.batch_size] for k in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
