# Right: lengths kept as Python ints; Python's sorted() (stable) on the torch-shuffled indices; batches by slicing; the batch order from the same generator.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self._lengths = [int(n) for n in (lengths.tolist() if hasattr(lengths, "tolist") else lengths)]
        self._batch_size = batch_size
        self._seed = seed
        self._epoch = 0

    def set_epoch(self, epoch):
        self._epoch = int(epoch)

    def __len__(self):
        return math.ceil(len(self._lengths) / self._batch_size)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self._seed + self._epoch)
        shuffled = torch.randperm(len(self._lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=lambda i: self._lengths[i])
        batches = [ordered[k:k + self._batch_size] for k in range(0, len(ordered), self._batch_size)]
        for j in torch.randperm(len(batches), generator=g).tolist():
            yield list(batches[j])
