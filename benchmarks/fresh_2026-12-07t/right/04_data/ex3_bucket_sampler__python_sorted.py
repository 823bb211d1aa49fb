# Right: sorts with Python's built-in sorted (stable by definition) on plain int lengths, yields 1-D int64 tensors per batch (accepted by the prompt), and keeps the epoch in a property-like attribute with a helper generator method.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = tuple(int(n) for n in lengths)
        self.batch_size = int(batch_size)
        self.seed = int(seed)
        self._epoch = 0

    def set_epoch(self, epoch):
        self._epoch = int(epoch)

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def _batches(self):
        g = torch.Generator()
        g.manual_seed(self.seed + self._epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=self.lengths.__getitem__)
        cut = [ordered[i:i + self.batch_size] for i in range(0, len(ordered), self.batch_size)]
        picks = torch.randperm(len(cut), generator=g).tolist()
        return [torch.tensor(cut[p], dtype=torch.int64) for p in picks]

    def __iter__(self):
        for batch in self._batches():
            yield batch
