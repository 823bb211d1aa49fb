# Mistake: "yields lists of indices (Python ints; a 1-D integer tensor per batch is accepted too)": list(chunk) on a tensor chunk yields a list of 0-d tensors, neither a list of Python ints nor a 1-D tensor.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.array(lengths), dtype=torch.long)
        self.batch_size, self.seed = batch_size, seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g)
        by_length = shuffled[torch.sort(self.lengths[shuffled], stable=True).indices]
        batches = list(by_length.split(self.batch_size))
        for b in torch.randperm(len(batches), generator=g):
            yield list(batches[b])
