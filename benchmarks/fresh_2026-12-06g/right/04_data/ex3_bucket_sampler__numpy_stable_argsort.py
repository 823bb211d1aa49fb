# Right: draws the two randperms from a generator made in __iter__, then does the stable sort and the cutting in NumPy on int64 copies (exact above 2**24), and yields plain Python-int lists; len is ceil(N / batch_size)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self._lengths = np.array([int(n) for n in lengths], dtype=np.int64)   # our own copy
        self.batch_size, self.seed, self.epoch = int(batch_size), int(seed), 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __len__(self):
        return (len(self._lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self._lengths), generator=g).numpy()
        order = perm[np.argsort(self._lengths[perm], kind="stable")]
        batches = [order[k:k + self.batch_size].tolist() for k in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
