# Right: converts the lengths once to a list of Python ints and does the stable sort with Python's sorted (stable by definition), indexing the batches with the permutation's .tolist().
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if isinstance(lengths, torch.Tensor):
            self._lengths = [int(v) for v in lengths.tolist()]
        else:
            self._lengths = [int(v) for v in lengths]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self._lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self._lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=self._lengths.__getitem__)
        batches = [ordered[i:i + self.batch_size] for i in range(0, len(ordered), self.batch_size)]
        for j in torch.randperm(len(batches), generator=g).tolist():
            yield batches[j]
