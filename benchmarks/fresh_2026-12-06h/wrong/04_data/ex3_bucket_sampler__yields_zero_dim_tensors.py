# Mistake: "a `Sampler` that yields lists of indices (Python ints; a 1-D integer tensor per batch is accepted too ...)" — each batch is list(chunk) of a tensor, i.e. a Python list of 0-d int64 tensors: neither a list of Python ints nor a 1-D tensor (it only works where the consumer happens to call int() or index a TensorDataset with it).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.array(lengths, dtype=np.int64))
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm], stable=True)]
        chunks = order.split(self.batch_size)
        for i in torch.randperm(len(chunks), generator=g):
            yield list(chunks[i])
