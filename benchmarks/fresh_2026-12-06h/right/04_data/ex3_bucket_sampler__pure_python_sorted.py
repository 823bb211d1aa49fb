# Right: pure Python after the two prescribed draws: sorted() (stable) with the lengths as a key list of ints, slicing for the batches, and len() computed with divmod; the epoch lives on the instance so each iteration rebuilds the same generator.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self._lengths = [int(n) for n in lengths]
        self._batch_size = batch_size
        self._seed = seed
        self._epoch = 0

    def set_epoch(self, epoch):
        self._epoch = epoch

    def __len__(self):
        full, rest = divmod(len(self._lengths), self._batch_size)
        return full + (1 if rest else 0)

    def __iter__(self):
        g = torch.Generator()
        g.manual_seed(self._seed + self._epoch)
        shuffled = torch.randperm(len(self._lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=self._lengths.__getitem__)
        size = self._batch_size
        batches = [ordered[start:start + size] for start in range(0, len(ordered), size)]
        for position in torch.randperm(len(batches), generator=g).tolist():
            yield list(batches[position])
