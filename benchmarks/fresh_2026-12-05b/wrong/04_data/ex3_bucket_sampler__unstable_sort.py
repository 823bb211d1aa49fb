# Mistake: "sort them by length with a stable sort (equal lengths keep their shuffled order)" — uses NumPy's default quicksort, which reorders equal lengths.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths), dtype=torch.int64).clone()
        self.batch_size = int(batch_size)
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.from_numpy(np.argsort(self.lengths[perm].numpy(), kind="quicksort"))]
        batches = list(torch.split(order, self.batch_size))
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
