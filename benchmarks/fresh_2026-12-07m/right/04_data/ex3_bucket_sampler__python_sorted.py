# Right: keeps the lengths as Python ints and uses Python's sorted (stable by definition) with a key, slicing batches from a list.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=lambda i: self.lengths[i])
        batches = [ordered[k:k + self.batch_size] for k in range(0, len(ordered), self.batch_size)]
        picks = torch.randperm(len(batches), generator=g).tolist()
        return iter([batches[p] for p in picks])
