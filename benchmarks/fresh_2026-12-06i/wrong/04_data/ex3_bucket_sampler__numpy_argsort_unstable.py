# Mistake: "sort them by length with a **stable** sort (equal lengths keep their shuffled order)" — uses np.argsort with its default kind (quicksort/introsort, not stable), so with many repeated lengths (N=13 or 20) equal-length items are reordered and the batches differ from the reference's draws.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = np.array(lengths, dtype=np.int64)       # a copy, compared as integers
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).numpy()
        order = perm[np.argsort(self.lengths[perm])]
        batches = [order[i:i + self.batch_size].tolist() for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
